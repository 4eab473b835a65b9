import { readTranslationOverrides, type TranslationBundle } from '@tms/domain/translation-overrides';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configurations } from '../../db/schema/index';
import { DEFAULT_TEXTS } from './default-texts';

export const TRANSLATIONS_KEY = 'web.translations';

/** The saved overrides; a stored value that does not fit the defaults (written around the API) counts as none. */
export async function getTranslationOverrides(db: DbOrTx): Promise<TranslationBundle> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, TRANSLATIONS_KEY));
  return readTranslationOverrides(row?.value, DEFAULT_TEXTS);
}
