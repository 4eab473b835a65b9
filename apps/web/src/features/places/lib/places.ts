import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { Place } from '@tms/domain/contract/competition';
import { placeDisplayName } from '@/lib/place-name';

/** The place types with a public list, in the order of the tabs; the slug is the URL segment. */
export const PLACE_TYPES = ['hall', 'hotel', 'restaurant', 'attraction'] as const;
export type PlaceTypeSlug = (typeof PLACE_TYPES)[number];

export function isPlaceTypeSlug(value: string | undefined): value is PlaceTypeSlug {
  return (PLACE_TYPES as readonly (string | undefined)[]).includes(value);
}

export function placeTypeSlug(typeId: number): PlaceTypeSlug | null {
  return PLACE_TYPES.find((slug) => PLACE_TYPE_IDS[slug] === typeId) ?? null;
}

/**
 * The list's type from the address: the word, or the number of PRODUCT_SPEC §3 (hall=1, hotel=2,
 * restaurant=3, attraction=4) that older links use. Anything else is null: a list with no places.
 */
export function placeTypeFromParam(value: string | undefined): PlaceTypeSlug | null {
  if (isPlaceTypeSlug(value)) return value;
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? placeTypeSlug(Number(value)) : null;
}

/** 'name (code)', or the id when the place has neither a name nor a code. */
export function placeTitle(place: Pick<Place, 'id' | 'code' | 'translations'>, locale: string): string {
  return placeDisplayName(place, locale) || `#${place.id}`;
}

export function placeDescription(place: Pick<Place, 'translations'>, locale: string): string | null {
  const description = place.translations.find((translation) => translation.locale === locale)?.description?.trim();
  return description || null;
}

export type PlaceListItem = { place: Place; name: string };

/**
 * Active places of one type in reading order: by code where places have one (the schedule names
 * halls by their codes, 'H2' before 'H10'), otherwise by name. An inactive place is listed nowhere;
 * its own page stays for the matches and bookings that name it.
 */
export function placesOfType(places: readonly Place[], slug: PlaceTypeSlug, locale: string): PlaceListItem[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const code = (place: Place) => place.code?.trim() ?? '';
  return places
    .filter((place) => place.isActive && place.placeType.id === PLACE_TYPE_IDS[slug])
    .map((place) => ({ place, name: placeTitle(place, locale) }))
    .sort(
      (a, b) =>
        Number(!code(a.place)) - Number(!code(b.place)) ||
        collator.compare(code(a.place), code(b.place)) ||
        collator.compare(a.name, b.name) ||
        a.place.id - b.place.id,
    );
}

/** Active places by type (what placesOfType lists). */
export function countByType(places: readonly Pick<Place, 'placeType' | 'isActive'>[]): Record<PlaceTypeSlug, number> {
  const counts: Record<PlaceTypeSlug, number> = { hall: 0, hotel: 0, restaurant: 0, attraction: 0 };
  for (const place of places) {
    if (!place.isActive) continue;
    const slug = placeTypeSlug(place.placeType.id);
    if (slug) counts[slug] += 1;
  }
  return counts;
}

/**
 * A route planner opened on the place: coordinates are exact, the address is the fallback. Google
 * Maps' URL scheme opens the native maps app on phones too.
 */
export function navigationUrl(place: Pick<Place, 'lat' | 'lng' | 'address'>): string | null {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  if (place.lat !== null && place.lng !== null && Number.isFinite(place.lat) && Number.isFinite(place.lng)) {
    return `${base}${place.lat},${place.lng}`;
  }
  const address = place.address?.trim();
  return address ? `${base}${encodeURIComponent(address)}` : null;
}

export function placePath(id: number): string {
  return `/results/place/${id}`;
}

export function placesPath(type: PlaceTypeSlug): string {
  return `/results/places/${type}`;
}

export function hallSchedulePath(hallId: number): string {
  return `/results/matches-by-hall/${hallId}`;
}
