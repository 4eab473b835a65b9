import type { LiveBundle, StaticBundle } from '@tms/domain/contract/competition';

export type DashboardStats = {
  teams: number;
  boysTeams: number;
  girlsTeams: number;
  countries: number;
  halls: number;
  places: number;
  categories: number;
  matches: number;
  /** From goal events (goalsCount), not from official scores: walkovers add no goals. */
  goals: number;
};

export function dashboardStats(
  data: Pick<StaticBundle, 'teams' | 'teamCategories' | 'halls' | 'places'>,
  live: Pick<LiveBundle, 'matches'>,
): DashboardStats {
  const genderOfCategory = new Map(data.teamCategories.map((category) => [category.id, category.gender]));
  let boysTeams = 0;
  let girlsTeams = 0;
  const countries = new Set<string>();
  for (const team of data.teams) {
    const gender = genderOfCategory.get(team.teamCategoryId);
    if (gender === 'male') boysTeams += 1;
    else if (gender === 'female') girlsTeams += 1;
    countries.add(team.clubCountryCode);
  }
  let goals = 0;
  for (const match of live.matches) goals += match.homeGoalsCount + match.awayGoalsCount;
  return {
    teams: data.teams.length,
    boysTeams,
    girlsTeams,
    countries: countries.size,
    halls: data.halls.length,
    places: data.places.length,
    categories: data.teamCategories.length,
    matches: live.matches.length,
    goals,
  };
}
