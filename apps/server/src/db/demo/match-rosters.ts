import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { type RosterDraftEntry, matchParticipants, matchRosters, matches, teamParticipants } from '../schema/index';
import { insertMany, maxId } from './bulk';

// The clubs' side of the match rosters in the demo (DESIGN.md §4 "Roster deadlines"): every played
// match was confirmed before it started, and so was the next round (matches starting within an hour
// of the snapshot); of the later matches some teams saved a roster without confirming, the rest is
// still to be filled. `openTeamIds` (the demo team admin's) keep theirs open, to try the form.

const HOUR = 3_600_000;

/** The match's start as an instant: its day and time are Prague's (UTC+2 in April). */
const startOf = (day: string, time: string) => Date.parse(`${day}T${time}:00+02:00`);

export async function seedMatchRosters(
  tx: DbOrTx,
  notStartedId: number,
  openTeamIds: ReadonlySet<number>,
  /** The demo's "now": matches starting within an hour of it are the next round. */
  snapshotMs: number,
) {
  // Played: the confirmation came two hours before the match.
  const played = await tx
    .selectDistinct({
      matchId: matchParticipants.matchId,
      teamId: matchParticipants.teamId,
      day: matches.day,
      time: matches.time,
    })
    .from(matchParticipants)
    .innerJoin(matches, eq(matches.id, matchParticipants.matchId));
  const rosterRows: (typeof matchRosters.$inferInsert)[] = played.map((p) => {
    const at = new Date(startOf(p.day, p.time) - 2 * HOUR).toISOString();
    return { matchId: p.matchId, teamId: p.teamId, draft: null, savedAt: at, confirmedAt: at };
  });

  const upcoming = await tx
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      day: matches.day,
      time: matches.time,
    })
    .from(matches)
    .where(
      and(
        eq(matches.competitionMatchStageId, notStartedId),
        isNotNull(matches.homeTeamId),
        isNotNull(matches.awayTeamId),
      ),
    )
    .orderBy(asc(matches.day), asc(matches.time), asc(matches.id));
  const teamIds = [...new Set(upcoming.flatMap((m) => [m.homeTeamId!, m.awayTeamId!]))];
  const people =
    teamIds.length === 0
      ? []
      : await tx.select().from(teamParticipants).where(inArray(teamParticipants.teamId, teamIds));
  const entriesOf = (teamId: number): RosterDraftEntry[] =>
    people
      .filter((p) => p.teamId === teamId)
      .map((p) => ({
        participantId: p.participantId,
        jerseyNumber: p.isLeader ? null : p.jerseyNumber,
        isLeader: p.isLeader,
      }));

  // Ids given here: the sequences are set past the seeded rows afterwards.
  let lastId = await maxId(tx, matchParticipants);
  const official: (typeof matchParticipants.$inferInsert)[] = [];
  for (const match of upcoming) {
    const nextRound = startOf(match.day, match.time) <= snapshotMs + HOUR;
    for (const teamId of [match.homeTeamId!, match.awayTeamId!]) {
      if (openTeamIds.has(teamId)) continue;
      const entries = entriesOf(teamId);
      if (nextRound) {
        const at = new Date(startOf(match.day, match.time) - 2 * HOUR).toISOString();
        rosterRows.push({ matchId: match.id, teamId, draft: null, savedAt: at, confirmedAt: at });
        official.push(...entries.map((e) => ({ id: ++lastId, matchId: match.id, teamId, ...e })));
      } else if (teamId % 2 === 0) {
        const at = new Date(snapshotMs - 3 * HOUR).toISOString();
        rosterRows.push({ matchId: match.id, teamId, draft: entries, savedAt: at, confirmedAt: null });
      }
    }
  }
  await insertMany(tx, matchParticipants, official);
  await insertMany(tx, matchRosters, rosterRows);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(matchRosters);
  return { rosters: count.n, confirmedUpcoming: official.length };
}
