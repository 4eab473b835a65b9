import type {
  RefereeBoard,
  RefereeBoardMatch,
  RefereeBoardQuery,
  RefereeConflict,
} from '@tms/domain/contract/referee-assignments';
import { refereeLoadFigures } from '@tms/domain/referee-assignment/assigner';
import { clockTime, findConflicts } from '@tms/domain/referee-assignment/rules';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { tournamentDays } from '../referee-office/registration-service';
import { type AssignmentWorld, loadAssignmentWorld } from './assignment-service';
import { refereePublication } from './publish-service';
import { loadHallNames } from './world';
import type { Locale } from '../translations/texts';

/**
 * The clashes of the matches' referees, by the checked match. Only matches that have not started
 * are checked: the referees of a played match are history the office can no longer change.
 */
function clashesByMatch(world: AssignmentWorld, whole: Map<number, number[]>, ids: readonly number[]) {
  const open = ids.filter((id) => world.matches.get(id)?.stageCode === 'not_started');
  const byMatch = new Map<number, RefereeConflict[]>();
  for (const c of findConflicts(whole, world.matches, world.referees, world.rules, open)) {
    const id = c.matchIds[0]!;
    byMatch.set(id, [...(byMatch.get(id) ?? []), c]);
  }
  return byMatch;
}

function boardMatch(
  world: AssignmentWorld,
  clashes: Map<number, RefereeConflict[]>,
  hallName: (placeId: number) => string,
  unpublished: ReadonlySet<number>,
  matchId: number,
): RefereeBoardMatch {
  const m = world.matches.get(matchId)!;
  const actual = world.actual.get(matchId);
  const office = world.office.get(matchId);
  const refereeIds = actual?.refereeIds ?? [];
  const assignedRefereeIds = office?.refereeIds ?? [];
  return {
    matchId,
    matchNumber: m.matchNumber,
    day: m.day,
    time: m.time,
    endTime: clockTime(m.end),
    placeId: m.placeId,
    placeName: hallName(m.placeId),
    categoryCode: m.categoryCode,
    groupLabel: m.groupLabel,
    roundLevel: m.roundLevel,
    stageCode: m.stageCode as RefereeBoardMatch['stageCode'],
    homeTeamName: m.homeTeamName,
    awayTeamName: m.awayTeamName,
    refereeIds,
    refereesNeeded: m.needed,
    source: actual?.source ?? null,
    assignedRefereeIds,
    locked: office?.locked ?? false,
    // Only a change of what the office assigned is a deviation; matches it never assigned have none.
    deviation: !!office && actual?.source === 'table' && refereeIds.join(',') !== assignedRefereeIds.join(','),
    conflicts: clashes.get(matchId) ?? [],
    unpublished: unpublished.has(matchId),
  };
}

/** GET /admin/referee-assignments: the matches (of a day, hall or referee) with their referees, deviations and clashes. */
export async function loadBoard(db: DbOrTx, query: RefereeBoardQuery, locale: Locale): Promise<RefereeBoard> {
  const [world, days, unpublished, hall] = await Promise.all([
    loadAssignmentWorld(db),
    tournamentDays(db),
    refereePublication(db),
    loadHallNames(db),
  ]);
  const whole = new Map([...world.actual].map(([id, row]) => [id, row.refereeIds]));
  const { refereeId, placeId } = query;
  const ids = [...world.matches.values()]
    .filter(
      (m) =>
        (!query.day || m.day === query.day) &&
        (placeId === undefined || m.placeId === placeId) &&
        (refereeId === undefined || (whole.get(m.id) ?? []).includes(refereeId)),
    )
    .map((m) => m.id);
  const clashes = clashesByMatch(world, whole, ids);
  const counts = new Map<number, number>();
  for (const id of ids) for (const r of whole.get(id) ?? []) counts.set(r, (counts.get(r) ?? 0) + 1);
  return {
    days: days.length ? days : [...new Set([...world.matches.values()].map((m) => m.day))].sort(),
    matches: ids.map((id) =>
      boardMatch(world, clashes, (placeId) => hall(placeId, locale), unpublished.unpublishedMatchIds, id),
    ),
    referees: [...world.referees.values()].map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      countryCode: r.countryCode,
      rank: r.rank,
      colleagueRefereeId: r.colleagueRefereeId,
      arrivalDate: r.arrivalDate,
      departureDate: r.departureDate,
      matches: counts.get(r.id) ?? 0,
    })),
    load: refereeLoadFigures(whole, world.matches, world.referees, ids),
    unpublishedMatches: unpublished.unpublishedMatchIds.size,
    unpublishedReferees: unpublished.referees.length,
  };
}

/** One match as on the board (the answer of a manual edit). */
export async function loadBoardMatch(db: DbOrTx, matchId: number, locale: Locale): Promise<RefereeBoardMatch> {
  const [world, hall, publication] = await Promise.all([
    loadAssignmentWorld(db),
    loadHallNames(db),
    refereePublication(db),
  ]);
  if (!world.matches.has(matchId)) throw notFound('Match');
  const whole = new Map([...world.actual].map(([id, row]) => [id, row.refereeIds]));
  return boardMatch(
    world,
    clashesByMatch(world, whole, [matchId]),
    (placeId) => hall(placeId, locale),
    publication.unpublishedMatchIds,
    matchId,
  );
}
