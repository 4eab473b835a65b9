import { describe, expect, it } from 'vitest';
import { countrySummaries, findCountry, teamsByCategory } from './countries';
import { category, country, referee, team } from './test-data';

const countries = {
  CZ: country(1, 'CZ', 'Česko', 'Czechia'),
  DE: country(2, 'DE', 'Německo', 'Germany'),
  AT: country(3, 'AT', 'Rakousko', 'Austria'),
  NO: country(4, 'NO', 'Norsko', 'Norway'),
};
const teamCategories = [category(1, 'MA', 1), category(2, 'WB', 7), category(3, 'MB', 2)];

describe('countrySummaries', () => {
  const teams = [
    team({ id: 1, clubId: 1, teamCategoryCode: 'WB' }),
    team({ id: 2, clubId: 1, teamCategoryCode: 'MA' }),
    team({ id: 3, clubId: 2, teamCategoryCode: 'MA' }),
    team({ id: 4, clubId: 3, clubCountryCode: 'DE', teamCategoryCode: 'MB' }),
  ];
  const referees = [
    referee({ id: 1, countryId: 1 }),
    referee({ id: 2, countryId: 3 }),
    referee({ id: 3, countryId: 99 }),
  ];

  it('counts teams, clubs, referees and teams per category for countries that take part', () => {
    expect(countrySummaries({ countries, teams, teamCategories }, referees, 'en')).toEqual([
      { countryCode: 'AT', name: 'Austria', teams: 0, clubs: 0, referees: 1, teamsByCategory: [] },
      {
        countryCode: 'CZ',
        name: 'Czechia',
        teams: 3,
        clubs: 2,
        referees: 1,
        teamsByCategory: [
          { code: 'MA', count: 2 },
          { code: 'WB', count: 1 },
        ],
      },
      {
        countryCode: 'DE',
        name: 'Germany',
        teams: 1,
        clubs: 1,
        referees: 0,
        teamsByCategory: [{ code: 'MB', count: 1 }],
      },
    ]);
  });

  it('sorts by the name in the locale and falls back to the code for unknown countries', () => {
    const withUnknown = [...teams, team({ id: 5, clubId: 9, clubCountryCode: 'XK' })];
    const names = countrySummaries({ countries, teams: withUnknown, teamCategories }, [], 'cs').map((c) => c.name);
    expect(names).toEqual(['Česko', 'Německo', 'XK']);
  });

  it('handles 700 teams in one pass', () => {
    const many = Array.from({ length: 700 }, (_, i) =>
      team({ id: i + 1, clubId: i % 250, clubCountryCode: ['CZ', 'DE', 'AT'][i % 3], teamCategoryCode: 'MA' }),
    );
    const summaries = countrySummaries({ countries, teams: many, teamCategories }, [], 'en');
    expect(summaries.reduce((sum, c) => sum + c.teams, 0)).toBe(700);
  });
});

describe('teamsByCategory', () => {
  it('groups by category in the categories order and sorts teams by name', () => {
    const groups = teamsByCategory(
      [
        team({ id: 1, teamCategoryCode: 'WB', clubName: 'Zlín' }),
        team({ id: 2, teamCategoryCode: 'MA', clubName: 'Brno', teamNumber: 2 }),
        team({ id: 3, teamCategoryCode: 'MA', clubName: 'Brno' }),
        team({ id: 4, teamCategoryCode: 'XX', name: 'Mystery' }),
      ],
      teamCategories,
      'cs',
    );
    expect(groups.map((group) => [group.code, group.teams.map((item) => item.name)])).toEqual([
      ['MA', ['Brno I', 'Brno II']],
      ['WB', ['Zlín I']],
      ['XX', ['Mystery']],
    ]);
    expect(groups[0].category?.id).toBe(1);
    expect(groups[2].category).toBeNull();
  });
});

describe('findCountry', () => {
  it('finds by code in any case, null for an unknown code', () => {
    expect(findCountry(countries, 'cz')?.countryCode).toBe('CZ');
    expect(findCountry(countries, 'xk')).toBeNull();
  });
});
