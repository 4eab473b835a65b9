import { mergeTranslations } from '@tms/domain/translation-overrides';
import i18next, { type TFunction } from 'i18next';
import type { DbOrTx } from '../../db/client';
import { DEFAULT_TEXTS } from './default-texts';
import { getTranslationOverrides } from './service';

export type Locale = 'cs' | 'en';

/** A stored or asked language as one we write texts in: English, else Czech. */
export const localeOf = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'cs');

/**
 * The texts of one module in one language with the saved overrides laid over them, so what the
 * server writes (e-mails) says what the organiser set, with the web's interpolation and plurals.
 */
export async function textsFor(db: DbOrTx, locale: Locale, namespace: string): Promise<TFunction> {
  const overrides = await getTranslationOverrides(db);
  const texts = mergeTranslations(DEFAULT_TEXTS[locale][namespace] ?? {}, overrides[locale]?.[namespace]);
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    resources: { [locale]: { [namespace]: texts } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
