import type { CompetitionTeam, Match, StaticBundle } from '@tms/domain/contract/competition';
import type { TeamCategory } from '@tms/domain/contract/enums';
import { describe, expect, it } from 'vitest';
import { dashboardStats } from './dashboard-stats';

const category = (id: number, gender: 'male' | 'female', isActive = true) => ({ id, gender, isActive }) as TeamCategory;
const team = (teamCategoryId: number, clubCountryCode: string) =>
  ({ teamCategoryId, clubCountryCode, teamCategoryCode: teamCategoryId === 1 ? 'MA' : 'WA' }) as CompetitionTeam;
const match = (homeGoalsCount: number, awayGoalsCount: number) => ({ homeGoalsCount, awayGoalsCount }) as Match;

describe('dashboardStats', () => {
  it('counts teams by gender, distinct countries, places and goals from events', () => {
    const stats = dashboardStats(
      {
        teamCategories: [category(1, 'male'), category(2, 'female')],
        teams: [team(1, 'CZ'), team(1, 'SK'), team(2, 'CZ')],
        halls: [],
        places: [],
        countries: {},
      },
      { matches: [match(10, 8), match(0, 0)] },
    );
    expect(stats).toMatchObject({
      teams: 3,
      boysTeams: 2,
      girlsTeams: 1,
      countries: 2,
      categories: 2,
      matches: 2,
      goals: 18,
    });
  });

  it('counts the countries of referees too, as the countries page lists them', () => {
    const country = (id: number, countryCode: string) => ({ id, countryCode }) as StaticBundle['countries'][string];
    const stats = dashboardStats(
      {
        teamCategories: [category(1, 'male')],
        teams: [team(1, 'CZ'), team(1, 'SK')],
        halls: [],
        places: [],
        countries: { CZ: country(1, 'CZ'), SK: country(2, 'SK'), AT: country(3, 'AT') },
      },
      { matches: [] },
      [{ countryId: 1 }, { countryId: 3 }, { countryId: 99 }],
    );
    expect(stats.countries).toBe(3);
  });

  it('splits teams and categories by gender and counts teams per category', () => {
    const stats = dashboardStats(
      {
        teamCategories: [category(1, 'male'), category(2, 'female'), category(3, 'female')],
        teams: [team(1, 'CZ'), team(1, 'SK'), team(2, 'CZ')],
        halls: [],
        places: [],
        countries: {},
      },
      { matches: [] },
    );
    expect(stats.byGender).toEqual({ male: { teams: 2, categories: 1 }, female: { teams: 1, categories: 2 } });
    expect(Object.fromEntries(stats.teamsByCategory)).toEqual({ MA: 2, WA: 1 });
    expect(stats.goals).toBe(0);
  });

  it('leaves deactivated categories and places out of the counts', () => {
    const place = (id: number, isActive: boolean) => ({ id, isActive }) as StaticBundle['places'][number];
    const stats = dashboardStats(
      {
        teamCategories: [category(1, 'male'), category(2, 'female', false)],
        teams: [team(1, 'CZ')],
        halls: [place(1, true), place(2, false)],
        places: [place(1, true), place(2, false), place(3, false)],
        countries: {},
      },
      { matches: [] },
    );
    expect(stats).toMatchObject({ categories: 1, halls: 1, places: 1 });
    expect(stats.byGender.female.categories).toBe(0);
  });
});
