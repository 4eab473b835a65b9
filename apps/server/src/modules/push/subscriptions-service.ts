import { isIP } from 'node:net';
import {
  PUSH_TEAMS_MAX,
  type PushFollowInput,
  type PushFollowed,
  type PushUnfollowInput,
} from '@tms/domain/contract/push';
import { eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { competitionTeams, pushSubscriptions } from '../../db/schema/index';
import { forbidden, invalid, notFound } from '../../lib/http-error';

/**
 * Whether the server may post to `endpoint`. Browsers' push services are public https hosts with
 * names; an address on http, an IP literal or a local name would let anybody make the server post
 * into the network it runs in. `local` (tests, the bench) accepts a push service on this machine.
 */
export function acceptableEndpoint(endpoint: string, local: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (local) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0 || !host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/.test(host);
}

/**
 * POST /web/push/subscriptions: the browser follows the team with notices in its language. The first
 * call stores the subscription (in the current edition, whose teams it follows), later ones add the
 * team and take the language; a subscription is changed only with its own auth secret.
 */
export async function followTeam(db: Db, input: PushFollowInput, localEndpoints: boolean): Promise<PushFollowed> {
  if (!acceptableEndpoint(input.endpoint, localEndpoints)) {
    throw invalid({ endpoint: { key: 'invalidValue' } }, 'Not the address of a push service');
  }
  return db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: competitionTeams.id })
      .from(competitionTeams)
      .where(eq(competitionTeams.id, input.teamId));
    if (!team) throw notFound('Team');
    const [existing] = await tx
      .select({ auth: pushSubscriptions.auth, teamIds: pushSubscriptions.teamIds })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .for('update');
    if (existing && existing.auth !== input.keys.auth) throw forbidden('The subscription has other keys');
    if (existing && !existing.teamIds.includes(input.teamId) && existing.teamIds.length >= PUSH_TEAMS_MAX) {
      throw invalid({ teamId: { key: 'maxItems', params: { max: PUSH_TEAMS_MAX } } }, 'Too many teams followed');
    }
    const [row] = await queryRows<{ teamIds: number[] }>(
      tx,
      sql`
        insert into push_subscriptions (endpoint, p256dh, auth, locale, team_ids)
        values (${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${input.locale}, ${`{${input.teamId}}`}::int[])
        on conflict (edition_id, endpoint) do update set
          p256dh = excluded.p256dh,
          locale = excluded.locale,
          team_ids = array(select distinct unnest(push_subscriptions.team_ids || excluded.team_ids) order by 1),
          updated_at = now()
        where push_subscriptions.auth = excluded.auth
        returning team_ids as "teamIds"
      `,
    );
    // A concurrent first call with other keys won the insert.
    if (!row) throw forbidden('The subscription has other keys');
    return { teamIds: row.teamIds };
  });
}

/**
 * POST /web/push/subscriptions/unfollow: stops the team's notices. Without a team left the
 * subscription is deleted (the browser then unsubscribes). An unknown subscription, or another
 * browser's, follows nothing as far as this caller can tell.
 */
export async function unfollowTeam(db: Db, input: PushUnfollowInput): Promise<PushFollowed> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; teamIds: number[] }>(
      tx,
      sql`
        update push_subscriptions set team_ids = array_remove(team_ids, ${input.teamId}::int), updated_at = now()
        where endpoint = ${input.endpoint} and auth = ${input.auth}
        returning id, team_ids as "teamIds"
      `,
    );
    if (!row) return { teamIds: [] };
    if (row.teamIds.length === 0) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    return { teamIds: row.teamIds };
  });
}

/** Days a finished edition's subscriptions are kept (its last results may still come in, be corrected). */
export const KEEP_DAYS_AFTER_EDITION = 30;
/** Days a delivered or abandoned notice is kept (its key still keeps a repeated event from being sent again). */
const KEEP_DELIVERIES_DAYS = 7;

/**
 * Upkeep: notices past their news are given up, old delivered ones dropped, and subscriptions of
 * an edition that ended more than 30 days ago deleted with their notices. The current edition keeps
 * its subscriptions (the demo, shown on its last day, stays current for years).
 */
export async function settlePushDeliveries(db: DbOrTx) {
  await db.execute(sql`
    update push_deliveries set status = 'failed', error = coalesce(error, 'expired')
    where status = 'pending' and expires_at <= now()
  `);
  await db.execute(sql`
    delete from push_deliveries
    where status <> 'pending' and created_at < now() - make_interval(days => ${KEEP_DELIVERIES_DAYS})
  `);
  await db.execute(sql`
    delete from push_subscriptions_all s using editions e
    where s.edition_id = e.id and not e.is_current
      and e.ends_on + ${KEEP_DAYS_AFTER_EDITION}::int < current_date
  `);
}
