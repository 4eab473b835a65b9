import type { CompetitionTeam, PublicReferee, StaticBundle } from '@tms/domain/contract/competition';
import type { Country, TeamCategory } from '@tms/domain/contract/enums';
import { teamDisplayName } from '@tms/domain/team-name';
import { countryName } from '@/lib/names';

export type CategoryCount = { code: string; count: number };

export type CountrySummary = {
  countryCode: string;
  name: string;
  teams: number;
  clubs: number;
  referees: number;
  /** Categories with at least one team, in the categories' order. */
  teamsByCategory: CategoryCount[];
};

export function sortedCategories(categories: readonly TeamCategory[]): TeamCategory[] {
  return [...categories].sort((a, b) => a.weight - b.weight || a.code.localeCompare(b.code));
}

/** Country code of each country id (referees carry the id, teams the code). */
export function countryCodeById(countries: StaticBundle['countries']): Map<number, string> {
  return new Map(Object.values(countries).map((country) => [country.id, country.countryCode]));
}

/**
 * One row per country that sends teams or referees, by name in the locale. A single pass over the
 * teams and referees: the list is built for 700 teams and 30 countries.
 */
export function countrySummaries(
  data: Pick<StaticBundle, 'countries' | 'teams' | 'teamCategories'>,
  referees: readonly Pick<PublicReferee, 'countryId'>[],
  locale: string,
): CountrySummary[] {
  type Tally = { teams: number; clubs: Set<number>; referees: number; categories: Map<string, number> };
  const tallies = new Map<string, Tally>();
  const tally = (code: string) => {
    let entry = tallies.get(code);
    if (!entry) {
      entry = { teams: 0, clubs: new Set(), referees: 0, categories: new Map() };
      tallies.set(code, entry);
    }
    return entry;
  };
  for (const team of data.teams) {
    const entry = tally(team.clubCountryCode);
    entry.teams += 1;
    entry.clubs.add(team.clubId);
    entry.categories.set(team.teamCategoryCode, (entry.categories.get(team.teamCategoryCode) ?? 0) + 1);
  }
  const codeById = countryCodeById(data.countries);
  for (const referee of referees) {
    const code = codeById.get(referee.countryId);
    if (code) tally(code).referees += 1;
  }

  const categoryOrder = sortedCategories(data.teamCategories).map((category) => category.code);
  const collator = new Intl.Collator(locale);
  return [...tallies]
    .map(([countryCode, entry]) => {
      const country = data.countries[countryCode];
      const known = new Set(categoryOrder);
      const codes = [...categoryOrder, ...[...entry.categories.keys()].filter((code) => !known.has(code)).sort()];
      return {
        countryCode,
        name: country ? countryName(country, locale) : countryCode,
        teams: entry.teams,
        clubs: entry.clubs.size,
        referees: entry.referees,
        teamsByCategory: codes
          .map((code) => ({ code, count: entry.categories.get(code) ?? 0 }))
          .filter((item) => item.count > 0),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name) || a.countryCode.localeCompare(b.countryCode));
}

export type TeamItem = { team: CompetitionTeam; name: string };
export type CategoryTeams = { code: string; category: TeamCategory | null; teams: TeamItem[] };

/** Teams grouped by category (categories in their order), each group sorted by team name. */
export function teamsByCategory(
  teams: readonly CompetitionTeam[],
  categories: readonly TeamCategory[],
  locale: string,
): CategoryTeams[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  const groups = new Map<string, TeamItem[]>();
  for (const team of teams) {
    const list = groups.get(team.teamCategoryCode) ?? [];
    list.push({ team, name: teamDisplayName(team) });
    groups.set(team.teamCategoryCode, list);
  }
  const ordered = sortedCategories(categories);
  const known = new Set(ordered.map((category) => category.code));
  const codes = [
    ...ordered.map((category) => category.code),
    ...[...groups.keys()].filter((code) => !known.has(code)).sort(),
  ];
  return codes
    .filter((code) => groups.has(code))
    .map((code) => ({
      code,
      category: ordered.find((category) => category.code === code) ?? null,
      teams: (groups.get(code) ?? []).sort((a, b) => collator.compare(a.name, b.name) || a.team.id - b.team.id),
    }));
}

export type CountryRef = Pick<Country, 'countryCode' | 'translations'>;

/** The country's record by its code in any case; null for a code the tournament does not know. */
export function findCountry(countries: StaticBundle['countries'], code: string): CountryRef | null {
  return countries[code] ?? countries[code.toUpperCase()] ?? null;
}
