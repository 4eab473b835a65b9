import type { PublicReferee, StaticBundle } from '@tms/domain/contract/competition';
import { countryName } from '@/lib/names';
import { countryCodeById } from './countries';

export type RefereeCountry = { countryCode: string; name: string; referees: number };

/** Countries with at least one approved referee, by name in the locale. */
export function refereeCountries(
  referees: readonly Pick<PublicReferee, 'countryId'>[],
  countries: StaticBundle['countries'],
  locale: string,
): RefereeCountry[] {
  const codeById = countryCodeById(countries);
  const counts = new Map<string, number>();
  for (const referee of referees) {
    const code = codeById.get(referee.countryId);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const collator = new Intl.Collator(locale);
  return [...counts]
    .map(([countryCode, count]) => {
      const country = countries[countryCode];
      return { countryCode, name: country ? countryName(country, locale) : countryCode, referees: count };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The approved referees of a country, by last and first name. */
export function refereesOfCountry(
  referees: readonly PublicReferee[],
  countries: StaticBundle['countries'],
  countryCode: string,
  locale: string,
): PublicReferee[] {
  const countryId = countries[countryCode]?.id;
  if (countryId === undefined) return [];
  const collator = new Intl.Collator(locale);
  return referees
    .filter((referee) => referee.countryId === countryId)
    .sort(
      (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id,
    );
}

export type HallDay = { day: string; placeIds: number[] };

/** Halls per day, days in order; a hall listed twice on a day counts once. */
export function hallsByDay(refereeInHalls: readonly PublicReferee['refereeInHalls'][number][]): HallDay[] {
  const days = new Map<string, number[]>();
  for (const { day, placeId } of refereeInHalls) {
    const list = days.get(day) ?? [];
    if (!list.includes(placeId)) list.push(placeId);
    days.set(day, list);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, placeIds]) => ({ day, placeIds }));
}
