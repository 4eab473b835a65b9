import { describe, expect, it } from 'vitest';
import { hallsByDay, refereeCountries, refereesOfCountry } from './referees';
import { country, referee } from './test-data';

const countries = {
  CZ: country(1, 'CZ', 'Česko', 'Czechia'),
  SK: country(2, 'SK', 'Slovensko', 'Slovakia'),
  DK: country(3, 'DK', 'Dánsko', 'Denmark'),
};

describe('refereeCountries', () => {
  it('counts approved referees per country, countries by name, none without referees', () => {
    const referees = [
      referee({ id: 1, countryId: 1 }),
      referee({ id: 2, countryId: 2 }),
      referee({ id: 3, countryId: 1 }),
      referee({ id: 4, countryId: 42 }),
    ];
    expect(refereeCountries(referees, countries, 'cs')).toEqual([
      { countryCode: 'CZ', name: 'Česko', referees: 2 },
      { countryCode: 'SK', name: 'Slovensko', referees: 1 },
    ]);
    expect(refereeCountries([], countries, 'cs')).toEqual([]);
  });
});

describe('refereesOfCountry', () => {
  it('lists the country referees by last and first name', () => {
    const referees = [
      referee({ id: 1, countryId: 1, lastName: 'Šťastný', firstName: 'Adam' }),
      referee({ id: 2, countryId: 1, lastName: 'Novák', firstName: 'Petr' }),
      referee({ id: 3, countryId: 2, lastName: 'Horváth' }),
      referee({ id: 4, countryId: 1, lastName: 'Novák', firstName: 'Jan' }),
    ];
    expect(refereesOfCountry(referees, countries, 'CZ', 'cs').map((r) => r.id)).toEqual([4, 2, 1]);
    expect(refereesOfCountry(referees, countries, 'DK', 'cs')).toEqual([]);
    expect(refereesOfCountry(referees, countries, 'XX', 'cs')).toEqual([]);
  });
});

describe('hallsByDay', () => {
  it('groups halls by day in order without duplicates', () => {
    expect(
      hallsByDay([
        { day: '2025-04-19', placeId: 3 },
        { day: '2025-04-18', placeId: 1 },
        { day: '2025-04-18', placeId: 2 },
        { day: '2025-04-18', placeId: 1 },
      ]),
    ).toEqual([
      { day: '2025-04-18', placeIds: [1, 2] },
      { day: '2025-04-19', placeIds: [3] },
    ]);
  });
});
