import type { Place } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import {
  countByType,
  isPlaceTypeSlug,
  navigationUrl,
  placeDescription,
  placesOfType,
  placeTitle,
  placeTypeFromParam,
  placeTypeSlug,
} from './places';

function place(overrides: Partial<Place> & { id: number }): Place {
  return {
    code: null,
    address: null,
    lat: null,
    lng: null,
    link: null,
    data: '{}',
    isActive: true,
    visibleOnMap: true,
    defaultRefereeAccommodation: false,
    translations: [],
    placeType: { id: 1, name: 'hall' },
    files: [],
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    allowedTrainingTypesIds: [],
    ...overrides,
  };
}

const tr = (locale: string, name: string, description: string | null = null) => ({ id: 0, locale, name, description });

describe('place texts', () => {
  it("titles a place 'name (code)', by the code or by the id", () => {
    expect(placeTitle(place({ id: 1, code: 'H1', translations: [tr('en', 'Kotlářka')] }), 'en')).toBe('Kotlářka (H1)');
    expect(placeTitle(place({ id: 1, translations: [tr('cs', 'Hala')] }), 'en')).toBe('Hala');
    expect(placeTitle(place({ id: 1, code: 'H1' }), 'en')).toBe('H1');
    expect(placeTitle(place({ id: 7 }), 'en')).toBe('#7');
  });

  it('takes the description of the locale only', () => {
    const p = place({ id: 1, translations: [tr('cs', 'Hala', 'Popis'), tr('en', 'Hall', '  ')] });
    expect(placeDescription(p, 'cs')).toBe('Popis');
    expect(placeDescription(p, 'en')).toBeNull();
  });
});

describe('place types', () => {
  it('maps slugs and ids', () => {
    expect(placeTypeSlug(1)).toBe('hall');
    expect(placeTypeSlug(4)).toBe('attraction');
    expect(placeTypeSlug(-1)).toBeNull();
    expect(isPlaceTypeSlug('hotel')).toBe(true);
    expect(isPlaceTypeSlug('unknown')).toBe(false);
    expect(isPlaceTypeSlug(undefined)).toBe(false);
  });

  it('reads the type from the address as a word or a number', () => {
    expect(placeTypeFromParam('hotel')).toBe('hotel');
    expect(placeTypeFromParam('1')).toBe('hall');
    expect(placeTypeFromParam('4')).toBe('attraction');
    for (const unknown of ['9', '-1', '0', '01', '1e0', 'stadium', '', undefined]) {
      expect(placeTypeFromParam(unknown)).toBeNull();
    }
  });

  it('lists the places of one type in natural order', () => {
    const places = [
      place({ id: 1, code: 'H10', translations: [tr('en', 'Hall 10')] }),
      place({ id: 2, code: 'H2', translations: [tr('en', 'Hall 2')] }),
      place({ id: 3, placeType: { id: 2, name: 'hotel' }, translations: [tr('en', 'Hotel')] }),
    ];
    expect(placesOfType(places, 'hall', 'en').map((item) => item.name)).toEqual(['Hall 2 (H2)', 'Hall 10 (H10)']);
    const byCode = [
      place({ id: 1, code: 'H02', translations: [tr('en', 'Arena')] }),
      place({ id: 2, translations: [tr('en', 'Annex')] }),
      place({ id: 3, code: 'H01', translations: [tr('en', 'Zone')] }),
    ];
    expect(placesOfType(byCode, 'hall', 'en').map((item) => item.place.id)).toEqual([3, 1, 2]);
    expect(placesOfType(places, 'restaurant', 'en')).toEqual([]);
    expect(countByType(places)).toEqual({ hall: 2, hotel: 1, restaurant: 0, attraction: 0 });
  });

  it('lists and counts only active places', () => {
    const places = [
      place({ id: 1, code: 'H1', translations: [tr('en', 'Hall 1')] }),
      place({ id: 2, code: 'H2', isActive: false, translations: [tr('en', 'Hall 2')] }),
      place({ id: 3, isActive: false, placeType: { id: 2, name: 'hotel' } }),
    ];
    expect(placesOfType(places, 'hall', 'en').map((item) => item.place.id)).toEqual([1]);
    expect(placesOfType(places, 'hotel', 'en')).toEqual([]);
    expect(countByType(places)).toEqual({ hall: 1, hotel: 0, restaurant: 0, attraction: 0 });
  });
});

describe('navigationUrl', () => {
  it('routes to the coordinates', () => {
    expect(navigationUrl({ lat: 50.0705, lng: 14.3789, address: 'Kotlářka 1' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=50.0705,14.3789',
    );
  });

  it('falls back to the address, or to nothing', () => {
    expect(navigationUrl({ lat: null, lng: null, address: 'Na Julisce 28a, Praha' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Na%20Julisce%2028a%2C%20Praha',
    );
    expect(navigationUrl({ lat: null, lng: 14, address: ' ' })).toBeNull();
  });
});
