import type { AdminPlaceDetail, PlaceInput } from '@tms/domain/contract/places-office';

/** The form's values of a place, or of a new hall. */
export function placeFormValues(place: AdminPlaceDetail | null): PlaceInput {
  return {
    placeTypeId: place?.placeTypeId ?? 1,
    code: place?.code ?? '',
    nameCs: place?.nameCs ?? '',
    nameEn: place?.nameEn ?? '',
    descriptionCs: place?.descriptionCs ?? '',
    descriptionEn: place?.descriptionEn ?? '',
    address: place?.address ?? '',
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    link: place?.link ?? '',
    isActive: place?.isActive ?? true,
    visibleOnMap: place?.visibleOnMap ?? true,
    defaultRefereeAccommodation: place?.defaultRefereeAccommodation ?? false,
    allowedTrainingTypesIds: place?.allowedTrainingTypesIds ?? [],
    openingHours: place?.openingHours ?? [],
  };
}

/** A map of the coordinates (OpenStreetMap) to check them before saving; null without both. */
export function mapPreviewUrl(lat: number | null | undefined, lng: number | null | undefined): string | null {
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** The text key of a place type; the server accepts only the five types. */
export function placeTypeKey(id: number) {
  return `places.type.${id as 1 | 2 | 3 | 4 | 5}` as const;
}
