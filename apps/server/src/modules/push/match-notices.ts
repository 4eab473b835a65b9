import { TOURNAMENT_TIME_ZONE } from '@tms/domain/config-value';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { matchStages, matches } from '../../db/schema/index';
import { type NoticeKind, type NoticeMatch, buildNotice, loadNoticeMatches, loadNoticeTexts } from './notice-texts';
import { type QueuedNotice, hasFollowers, queueNotices } from './queue';

// The events a team's followers hear of, each queued in the transaction of the change that makes it
// (the reporter's finish, the bracket filling, the office's publication) or by the starting-soon job.

const HOUR = 3_600_000;
/** How long a result, a move or a new opponent stays news for a phone that was off. */
const NEWS_MS = 12 * HOUR;
/** "Starts at 12:40" is sent half an hour ahead and is no news a quarter of an hour after the start. */
export const SOON_AHEAD_MINUTES = 30;
const SOON_LATE_MS = 15 * 60_000;

const teamsOf = (match: NoticeMatch) => [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);

/** Notices of one kind for the matches, when anyone follows their teams; texts read only then. */
async function queueFor(
  tx: DbOrTx,
  kind: NoticeKind,
  matchList: readonly NoticeMatch[],
  notice: (match: NoticeMatch) => Omit<QueuedNotice, 'notice' | 'teamIds'>,
): Promise<number> {
  const teamIds = [...new Set(matchList.flatMap(teamsOf))];
  if (!(await hasFollowers(tx, teamIds))) return 0;
  const texts = await loadNoticeTexts(tx);
  return queueNotices(
    tx,
    matchList.map((match) => ({ ...notice(match), teamIds: teamsOf(match), notice: buildNotice(texts, kind, match) })),
  );
}

/**
 * The reporter finished the match (it waits for approval with its final score): its teams' followers
 * get the score. A score corrected after reopening is a new event; finishing again with the same
 * score is not.
 */
export async function queueFinalNotice(tx: DbOrTx, matchId: number): Promise<number> {
  const found = (await loadNoticeMatches(tx, [matchId])).filter((m) => m.homeTeamId !== null && m.awayTeamId !== null);
  return queueFor(tx, 'final', found, (match) => ({
    key: `final:${match.id}:${match.homeScore ?? 0}:${match.awayScore ?? 0}`,
    urgency: 'normal',
    expiresAt: new Date(Date.now() + NEWS_MS),
  }));
}

/**
 * A bracket filled the matches' teams: both teams' followers learn the pairing, with the public day,
 * time and hall. A match already under way has no news to tell.
 */
export async function queueOpponentNotices(tx: DbOrTx, matchIds: readonly number[]): Promise<number> {
  const found = (await loadNoticeMatches(tx, matchIds)).filter(
    (m) => m.homeTeamId !== null && m.awayTeamId !== null && m.stageCode === 'not_started',
  );
  return queueFor(tx, 'opponent', found, (match) => ({
    key: `opponent:${match.id}:${match.homeTeamId}:${match.awayTeamId}`,
    urgency: 'normal',
    expiresAt: new Date(Date.now() + NEWS_MS),
  }));
}

/**
 * The office published new days, times or halls of matches the public had seen: their teams'
 * followers hear the new slot. Called after the published columns were written; `publication` tells
 * one publication from the next (a match moved away and back again is news both times).
 */
export async function queueMoveNotices(tx: DbOrTx, matchIds: readonly number[], publication: string): Promise<number> {
  const found = (await loadNoticeMatches(tx, matchIds)).filter(
    (m) => teamsOf(m).length > 0 && m.stageCode === 'not_started',
  );
  return queueFor(tx, 'moved', found, (match) => ({
    key: `moved:${match.id}:${match.day}T${match.time}@${match.placeId}:${publication}`,
    urgency: 'normal',
    expiresAt: new Date(Date.now() + NEWS_MS),
  }));
}

/** Any number other than the other advisory locks' (migrations, seeding): one starting-soon run at a time. */
const SOON_LOCK = 7_402_040;

/**
 * The starting-soon notices: every published match that has not started and starts within the next
 * half hour by the database's clock, its day and time read as the tournament's wall clock. Several
 * instances may run it at once: the lock lets one through, and the event key (match and slot) queues
 * a notice once per subscription however often it runs, also for a subscription made meanwhile.
 * The demo's matches are in 2025 and never come due; a live tournament's do.
 */
export async function queueStartingSoon(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${SOON_LOCK}) as locked`,
    );
    if (!lock?.locked) return 0;
    const start = sql`((${matches.publishedDay} + ${matches.publishedTime}::time) at time zone ${TOURNAMENT_TIME_ZONE})`;
    const due = await tx
      .select({ id: matches.id, startsAt: sql<string>`${start}` })
      .from(matches)
      .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
      .where(
        and(
          eq(matchStages.code, 'not_started'),
          isNotNull(matches.publishedDay),
          sql`${start} between now() and now() + make_interval(mins => ${SOON_AHEAD_MINUTES})`,
        ),
      );
    if (due.length === 0) return 0;
    const startsAt = new Map(due.map((row) => [row.id, new Date(row.startsAt).getTime()]));
    const found = (
      await loadNoticeMatches(
        tx,
        due.map((row) => row.id),
      )
    ).filter((m) => teamsOf(m).length > 0);
    return queueFor(tx, 'soon', found, (match) => ({
      key: `soon:${match.id}:${match.day}T${match.time}`,
      urgency: 'high',
      expiresAt: new Date((startsAt.get(match.id) ?? Date.now()) + SOON_LATE_MS),
    }));
  });
}
