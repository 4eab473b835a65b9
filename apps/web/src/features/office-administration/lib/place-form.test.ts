import { placeInput } from '@tms/domain/contract/places-office';
import { describe, expect, it } from 'vitest';
import { mapPreviewUrl, placeFormValues } from './place-form';

describe('the place form', () => {
  it('starts a new place as an active hall that the schema accepts once named', () => {
    const values = { ...placeFormValues(null), nameCs: 'Hala', nameEn: 'Hall' };
    const parsed = placeInput.parse(values);
    expect(parsed).toMatchObject({ placeTypeId: 1, code: null, link: null, isActive: true, openingHours: [] });
  });

  it('previews coordinates on a map only when both are given', () => {
    expect(mapPreviewUrl(50.0878, 14.4205)).toBe(
      'https://www.openstreetmap.org/?mlat=50.0878&mlon=14.4205#map=17/50.0878/14.4205',
    );
    expect(mapPreviewUrl(50, null)).toBeNull();
  });
});
