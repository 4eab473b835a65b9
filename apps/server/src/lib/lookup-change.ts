import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { LIVE_CHANNEL, type LiveNotification } from '../plugins/live-bus';

/**
 * Announces a change of places, categories, the pricelist or countries from inside the writing
 * transaction: on commit every instance drops its cached public bundles (static, enums), so the
 * public pages show the change at their next load; a rolled-back change announces nothing.
 */
export async function announceLookupChange(tx: DbOrTx) {
  const notification: LiveNotification = { type: 'lookup' };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notification)})`);
}
