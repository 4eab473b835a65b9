import { describe, expect, it } from 'vitest';
import { formatMatchDay } from './match-day';
import { placeDisplayName } from './place-name';

const tr = (locale: string, name: string) => ({ id: 1, locale, name, description: null });

describe('placeDisplayName', () => {
  it('shows the name in the locale with the code', () => {
    const hall = { code: 'H01', translations: [tr('cs', 'Hala Kotlářka'), tr('en', 'Kotlářka Hall')] };
    expect(placeDisplayName(hall, 'en')).toBe('Kotlářka Hall (H01)');
    expect(placeDisplayName(hall, 'cs')).toBe('Hala Kotlářka (H01)');
  });

  it('falls back to another translation, then to the code', () => {
    expect(placeDisplayName({ code: null, translations: [tr('cs', 'Hotel Duo')] }, 'en')).toBe('Hotel Duo');
    expect(placeDisplayName({ code: 'H02', translations: [] }, 'en')).toBe('H02');
  });
});

describe('formatMatchDay', () => {
  it('formats the calendar day whatever the time zone', () => {
    expect(formatMatchDay('2025-04-18', 'en', 'long')).toBe('Friday, April 18, 2025');
    expect(formatMatchDay('2025-04-21', 'cs', 'long')).toBe('pondělí 21. dubna 2025');
    expect(formatMatchDay('not a day', 'en')).toBe('not a day');
  });
});
