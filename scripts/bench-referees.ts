// Referee assignment at the demo's scale: reads the demo's matches and approved referees from the
// seeded embedded database (the server stopped), proposes halls per day, then assigns two referees
// to every match with the domain's assigner, and checks the result with the same hard rules. A
// second plan gives the categories the office would be offered (youngest first) one referee.
import { PGlite } from '@electric-sql/pglite';
import { planRefereeAssignments, refereeLoadFigures } from '../packages/domain/src/referee-assignment/assigner';
import { matchDemands } from '../packages/domain/src/referee-assignment/match-demands';
import { proposeRefereeHalls } from '../packages/domain/src/referee-assignment/halls';
import {
  type AssignableMatch,
  type AssignableReferee,
  DEFAULT_REFEREE_RULES,
  clockMinutes,
  colleaguePairs,
  findConflicts,
} from '../packages/domain/src/referee-assignment/rules';
import {
  positionsMissingPerDay,
  suggestAndCheck,
  youngestFirst,
} from '../packages/domain/src/referee-assignment/single-referee';

export type RefereeFigure = { name: string; value: string; target?: string; ok?: boolean };

type Row = Record<string, unknown>;

async function readDemo(dataDir: string) {
  const db = new PGlite(dataDir);
  try {
    const q = async <T extends Row>(sql: string) => (await db.query<T>(sql)).rows;
    const matchRows = await q<{
      id: number;
      day: string;
      time: string;
      length: number;
      place_id: number;
      code: string;
      level: string;
      weight: number;
      bracket: boolean;
      home_country: number | null;
      away_country: number | null;
    }>(`
      select m.id, m.day::text as day, m.time, m.match_length as length, m.place_id, c.code,
        l.system_name as level, l.weight, l.is_bracket as bracket,
        hc.country_id as home_country, ac.country_id as away_country
      from competition_matches m
      join team_categories c on c.id = m.team_category_id
      join competition_groups g on g.id = m.competition_group_id
      join round_levels l on l.id = g.competition_round_level_id
      left join competition_teams ht on ht.id = m.home_team_id
      left join clubs hc on hc.id = ht.club_id
      left join competition_teams at on at.id = m.away_team_id
      left join clubs ac on ac.id = at.club_id
      order by m.id`);
    const refereeRows = await q<{
      id: number;
      country_id: number;
      colleague_referee_id: number | null;
      arrival_date: string | null;
      departure_date: string | null;
      lat: number | null;
      lng: number | null;
    }>(`
      select r.id, r.country_id, r.colleague_referee_id, r.arrival_date::text as arrival_date,
        r.departure_date::text as departure_date, p.lat, p.lng
      from referees r left join places p on p.id = r.accommodation_place_id
      where r.registration_state = 'approved'
      order by r.id`);
    const categories = await q<{ code: string; birthDateMin: string }>(
      'select code, birth_date_min::text as "birthDateMin" from team_categories',
    );
    const halls = await q<{ id: number; lat: number | null; lng: number | null }>(
      'select id, lat, lng from places where place_type_id = 1',
    );
    return { matchRows, refereeRows, halls, categories };
  } finally {
    await db.close();
  }
}

export async function measureReferees(dataDir: string): Promise<RefereeFigure[]> {
  const { matchRows, refereeRows, halls, categories } = await readDemo(dataDir);
  const rules = DEFAULT_REFEREE_RULES;
  const matches: AssignableMatch[] = matchRows.map((r) => {
    const start = clockMinutes(r.day, r.time);
    return {
      id: r.id,
      day: r.day,
      start,
      end: start + r.length,
      placeId: r.place_id,
      countryIds: [r.home_country, r.away_country].filter((c): c is number => c !== null),
      ...matchDemands({ roundLevel: r.level, roundWeight: r.weight, isBracket: r.bracket, categoryCode: r.code }),
      needed: 2,
    };
  });
  const categoryOf = new Map(matchRows.map((r) => [r.id, r.code]));
  const all = new Map(matches.map((m) => [m.id, m]));
  const pairs = colleaguePairs(refereeRows.map((r) => ({ id: r.id, colleagueRefereeId: r.colleague_referee_id })));

  const started = performance.now();
  const loads = new Map<string, { day: string; placeId: number; matches: number }>();
  for (const m of matches) {
    const key = `${m.day}:${m.placeId}`;
    const entry = loads.get(key) ?? { day: m.day, placeId: m.placeId, matches: 0 };
    entry.matches++;
    loads.set(key, entry);
  }
  const proposal = proposeRefereeHalls({
    loads: [...loads.values()],
    halls: halls.map((h) => ({ placeId: h.id, lat: h.lat, lng: h.lng })),
    referees: refereeRows.map((r) => ({
      id: r.id,
      colleagueId: pairs.get(r.id) ?? null,
      arrivalDate: r.arrival_date,
      departureDate: r.departure_date,
      lat: r.lat,
      lng: r.lng,
    })),
    maxPerDay: rules.maxPerDay,
  });
  const hallsProposedAt = performance.now();
  const hallOf = new Map<number, Map<string, number>>();
  for (const h of proposal.halls) {
    const days = hallOf.get(h.refereeId) ?? new Map<string, number>();
    days.set(h.day, h.placeId);
    hallOf.set(h.refereeId, days);
  }
  const referees: AssignableReferee[] = refereeRows.map((r) => ({
    id: r.id,
    countryId: r.country_id,
    colleagueId: pairs.get(r.id) ?? null,
    rank: 1,
    arrivalDate: r.arrival_date,
    departureDate: r.departure_date,
    unavailable: [],
    halls: hallOf.get(r.id) ?? new Map(),
  }));
  const plan = planRefereeAssignments({ matches, allMatches: all, referees, kept: new Map(), rules });
  const plannedAt = performance.now();
  const byId = new Map(referees.map((r) => [r.id, r]));
  const violations = findConflicts(plan.assignments, all, byId, rules);
  const load = refereeLoadFigures(plan.assignments, all, byId);
  const totalMs = plannedAt - started;
  const perDay = new Map<string, { positions: number; filled: number }>();
  for (const m of matches) {
    const entry = perDay.get(m.day) ?? { positions: 0, filled: 0 };
    entry.positions += 2;
    entry.filled += plan.assignments.get(m.id)?.length ?? 0;
    perDay.set(m.day, entry);
  }
  const missing = positionsMissingPerDay(plan.unassigned, plan.assignments, all);
  const withOne = (single: ReadonlySet<string>) => {
    const lighter = matches.map((m) => (single.has(categoryOf.get(m.id)!) ? { ...m, needed: 1 } : m));
    const lighterAll = new Map(lighter.map((m) => [m.id, m]));
    const again = planRefereeAssignments({
      matches: lighter,
      allMatches: lighterAll,
      referees,
      kept: new Map(),
      rules,
    });
    return { again, lighterAll };
  };
  const suggestedAt = performance.now();
  const suggestion = suggestAndCheck(
    {
      categories: youngestFirst(categories),
      matches: matches.map((m) => ({ day: m.day, categoryCode: categoryOf.get(m.id)!, needed: m.needed })),
      missing,
      single: new Set(),
    },
    (single) => {
      const { again, lighterAll } = withOne(single);
      return {
        missing: positionsMissingPerDay(again.unassigned, again.assignments, lighterAll),
        short: again.unassigned.length,
      };
    },
  );
  const suggestionMs = performance.now() - suggestedAt;
  const single = new Set(suggestion.categories);
  const { again: second, lighterAll } = withOne(single);
  const secondViolations = findConflicts(second.assignments, lighterAll, byId, rules);
  const secondLoad = refereeLoadFigures(second.assignments, lighterAll, byId);
  return [
    {
      name: `referee plan: halls per day + ${matches.length} matches × 2 positions, ${referees.length} referees`,
      value: `${(totalMs / 1000).toFixed(2)} s (halls ${((hallsProposedAt - started) / 1000).toFixed(2)} s)`,
      target: '<= 5 s',
      ok: totalMs <= 5000,
    },
    { name: '  hard violations', value: String(violations.length), target: '0', ok: violations.length === 0 },
    {
      name: '  positions filled (capacity: max 6 a day)',
      value: `${load.filledPositions}/${load.totalPositions}; matches not fully covered ${plan.unassigned.length}`,
    },
    {
      name: '  filled per day',
      value: [...perDay].map(([day, d]) => `${day.slice(5)} ${d.filled}/${d.positions}`).join(', '),
    },
    {
      name: '  load spread: matches per referee min / mean / max, standard deviation',
      value: `${load.min} / ${load.mean} / ${load.max}, ${load.spread}`,
    },
    {
      name: '  hall changes within a day / between days (proposal)',
      value: `${load.hallChanges} / ${proposal.hallChanges}`,
    },
    {
      name: `  one referee in the suggested categories (${[...single].join(', ') || 'none'}; suggested and checked in ${(suggestionMs / 1000).toFixed(2)} s)`,
      value: `${secondLoad.filledPositions}/${secondLoad.totalPositions}; matches not fully covered ${second.unassigned.length}; violations ${secondViolations.length}`,
      target: '0 violations',
      ok: secondViolations.length === 0,
    },
  ];
}
