import type { PushLocale, PushNotice, PushUrgency } from '@tms/domain/contract/push';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { PUSH_CHANNEL } from '../../plugins/live-bus';

/** One event for the followers of `teamIds`: a delivery per subscription, in its language. */
export type QueuedNotice = {
  /** The event's identity: the same key is queued once per subscription, whoever queues it again. */
  key: string;
  teamIds: readonly number[];
  notice: Record<PushLocale, PushNotice>;
  urgency: PushUrgency;
  expiresAt: Date;
};

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Whether any subscription of the current edition follows one of the teams (most changes have none). */
export async function hasFollowers(tx: DbOrTx, teamIds: readonly number[]): Promise<boolean> {
  if (teamIds.length === 0) return false;
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from push_subscriptions where team_ids && ${intArray(teamIds)}::int[]) as found`,
  );
  return Boolean(row?.found);
}

/**
 * Queues the notices in the caller's transaction, each for every subscription that follows one of
 * its teams, in one statement per notice. The unique (subscription, event) key makes a notice queued
 * twice (a second instance, a job that ran again, a follower of both teams) one delivery; the senders
 * of every instance hear of it on commit, and never of a change that was rolled back.
 */
export async function queueNotices(tx: DbOrTx, notices: readonly QueuedNotice[]): Promise<number> {
  let queued = 0;
  for (const notice of notices) {
    if (notice.teamIds.length === 0) continue;
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`
        with queued as (
          insert into push_deliveries (subscription_id, event_key, payload, urgency, expires_at)
          select s.id, ${notice.key},
            case when s.locale = 'en' then ${JSON.stringify(notice.notice.en)}::jsonb
              else ${JSON.stringify(notice.notice.cs)}::jsonb end,
            ${notice.urgency}, ${notice.expiresAt.toISOString()}::timestamptz
          from push_subscriptions s
          where s.team_ids && ${intArray(notice.teamIds)}::int[]
          on conflict (subscription_id, event_key) do nothing
          returning 1
        )
        select count(*)::int as count from queued
      `,
    );
    queued += row?.count ?? 0;
  }
  if (queued > 0) await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
  return queued;
}
