import type { Place } from '@tms/domain/contract/competition';
import { translatedName } from './names';

/** Place name in the locale (falling back to the other locale), as 'name (code)' when it has a code. */
export function placeDisplayName(place: Pick<Place, 'code' | 'translations'>, locale: string): string {
  const name =
    translatedName(place.translations, locale) ??
    place.translations.map((translation) => translation.name.trim()).find(Boolean) ??
    place.code ??
    '';
  return place.code && name !== place.code ? `${name} (${place.code})` : name;
}
