import type { LiveBundle, PublicReferee, StaticBundle } from '@tms/domain/contract/competition';

export type GenderStats = { teams: number; categories: number };

export type DashboardStats = {
  teams: number;
  boysTeams: number;
  girlsTeams: number;
  /** Teams and categories per gender, for the boys/girls switch. */
  byGender: Record<'male' | 'female', GenderStats>;
  /** Team count per category code. */
  teamsByCategory: ReadonlyMap<string, number>;
  /** Countries sending teams or referees, as the countries page lists them. */
  countries: number;
  halls: number;
  places: number;
  categories: number;
  matches: number;
  /** From goal events (goalsCount), not from official scores: walkovers add no goals. */
  goals: number;
};

export function dashboardStats(
  data: Pick<StaticBundle, 'teams' | 'teamCategories' | 'halls' | 'places' | 'countries'>,
  live: Pick<LiveBundle, 'matches'>,
  referees: readonly Pick<PublicReferee, 'countryId'>[] = [],
): DashboardStats {
  const genderOfCategory = new Map(data.teamCategories.map((category) => [category.id, category.gender]));
  const byGender: DashboardStats['byGender'] = {
    male: { teams: 0, categories: 0 },
    female: { teams: 0, categories: 0 },
  };
  // Deactivated categories and places are listed nowhere, so they are not counted either.
  const categories = data.teamCategories.filter((category) => category.isActive);
  for (const category of categories) byGender[category.gender].categories += 1;
  const countries = new Set<string>();
  const teamsByCategory = new Map<string, number>();
  for (const team of data.teams) {
    const gender = genderOfCategory.get(team.teamCategoryId);
    if (gender) byGender[gender].teams += 1;
    countries.add(team.clubCountryCode);
    teamsByCategory.set(team.teamCategoryCode, (teamsByCategory.get(team.teamCategoryCode) ?? 0) + 1);
  }
  const codeById = new Map(Object.values(data.countries).map((country) => [country.id, country.countryCode]));
  for (const referee of referees) {
    const code = codeById.get(referee.countryId);
    if (code) countries.add(code);
  }
  let goals = 0;
  for (const match of live.matches) goals += match.homeGoalsCount + match.awayGoalsCount;
  return {
    teams: data.teams.length,
    boysTeams: byGender.male.teams,
    girlsTeams: byGender.female.teams,
    byGender,
    teamsByCategory,
    countries: countries.size,
    halls: data.halls.filter((hall) => hall.isActive).length,
    places: data.places.filter((place) => place.isActive).length,
    categories: categories.length,
    matches: live.matches.length,
    goals,
  };
}
