import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches } from '../../db/schema/index';
import { LIVE_CHANNEL, type LiveNotification } from '../../plugins/live-bus';

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
 * The NOTIFY of a change to the match `matchId` of the row at hand, as an SQL expression: the
 * change's number drawn from the sequence every instance orders by, and the match id only. Each
 * instance reads the match once per burst of changes (LiveBus), so a write announces a few bytes
 * and no match data. A match the public has never seen is announced when its schedule is published.
 */
export function matchNotification(matchId: AnyColumn | SQL): SQL {
  const payload = sql`json_build_object('type', 'match', 'id', nextval('live_event_seq'), 'matchIds', json_build_array(${matchId}))::text`;
  return sql`case when ${matches.publishedDay} is not null then pg_notify(${LIVE_CHANNEL}, ${payload}) end`;
}

/**
 * Announces a match change from inside the writing transaction: every instance hears it once
 * the transaction commits, and never when it rolls back.
 */
export async function notifyMatchChange(tx: DbOrTx, matchId: number) {
  await tx.execute(sql`select ${matchNotification(matches.id)} from ${matches} where ${matches.id} = ${matchId}`);
}
