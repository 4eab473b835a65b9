import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches } from '../../db/schema/index';
import { LIVE_CHANNEL, type LiveNotification } from '../../plugins/live-bus';
import { isPublished, liveMatchColumns } from '../competition/columns';

/** Every announcement goes out through NOTIFY, so PostgreSQL delivers it only if the transaction commits. */
function announce(tx: DbOrTx, notification: LiveNotification) {
  return tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notification)})`);
}

/** Announces from inside the writing transaction that groups or a schedule were rewritten as a whole. */
export async function notifyCompetitionRebuilt(tx: DbOrTx) {
  await announce(tx, { type: 'competition', matchIds: [] });
}

/** Announces from inside the writing transaction that a referee's public card may have changed. */
export async function notifyRefereesChanged(tx: DbOrTx) {
  await announce(tx, { type: 'referees' });
}

/**
 * Announces a match change from inside the writing transaction: every instance hears it once
 * the transaction commits, and never when it rolls back.
 */
export async function notifyMatchChange(tx: DbOrTx, matchId: number) {
  // A match the public has never seen is announced when its schedule is published.
  // The change's number is drawn in the same statement, for a published match only.
  const [row] = await tx
    .select({ match: liveMatchColumns, id: sql<number>`nextval('live_event_seq')::int` })
    .from(matches)
    .where(and(eq(matches.id, matchId), isPublished));
  if (!row) return;
  await announce(tx, { type: 'match', change: { id: row.id, matchId, match: row.match } });
}
