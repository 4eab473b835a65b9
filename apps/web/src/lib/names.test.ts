import { describe, expect, it } from 'vitest';
import { countryName, yearOf } from './names';

const country = {
  countryCode: 'CZ',
  translations: [
    { locale: 'cs', name: 'Česko' },
    { locale: 'en', name: 'Czechia' },
  ],
};

describe('names', () => {
  it('picks the country name by locale and falls back to the code', () => {
    expect(countryName(country, 'cs')).toBe('Česko');
    expect(countryName(country, 'en')).toBe('Czechia');
    expect(countryName({ countryCode: 'SK', translations: [] }, 'en')).toBe('SK');
    expect(countryName({ countryCode: 'SK', translations: [{ locale: 'en', name: ' ' }] }, 'en')).toBe('SK');
  });

  it('reads the year of a date', () => {
    expect(yearOf('2006-01-01')).toBe(2006);
    expect(yearOf(null)).toBeNull();
    expect(yearOf('x')).toBeNull();
  });
});
