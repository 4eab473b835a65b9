import type { Translation } from '@tms/domain/contract/common';

/** Name from the translation in the given locale, or null. */
export function translatedName(
  translations: readonly Pick<Translation, 'locale' | 'name'>[],
  locale: string,
): string | null {
  const name = translations.find((translation) => translation.locale === locale)?.name?.trim();
  return name || null;
}

type NamedCountry = { countryCode: string; translations: readonly Pick<Translation, 'locale' | 'name'>[] };

/** Country name in the locale, falling back to the country code. */
export function countryName(country: NamedCountry, locale: string): string {
  return translatedName(country.translations, locale) ?? country.countryCode;
}

/** Year part of an ISO date ('2006-01-01' -> 2006), or null. */
export function yearOf(date: string | null | undefined): number | null {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isFinite(year) ? year : null;
}
