import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rateLimitHits } from '../../db/schema/index';

/**
 * `max` attempts within `windowMs` go through at once; after that each further attempt waits
 * `backoffMs` × 2^(attempts over max) after the previous one (at most the window): a throttle that
 * slows a guesser down without ever locking anybody out for good.
 */
export type Limit = { max: number; windowMs: number; backoffMs: number };

const MINUTE = 60 * 1000;

/** Limits shared by every instance, kept in PostgreSQL. */
export const LIMITS = {
  /** Per account and address, so that an attacker elsewhere never throttles the account's owner. */
  loginPerAccountAddress: { max: 5, windowMs: 15 * MINUTE, backoffMs: 30 * 1000 },
  loginPerAddress: { max: 20, windowMs: 15 * MINUTE, backoffMs: 30 * 1000 },
  registerPerAddress: { max: 20, windowMs: 60 * MINUTE, backoffMs: MINUTE },
  forgotPerAccount: { max: 3, windowMs: 60 * MINUTE, backoffMs: 5 * MINUTE },
  forgotPerAddress: { max: 10, windowMs: 60 * MINUTE, backoffMs: MINUTE },
} as const satisfies Record<string, Limit>;

/** How long the next attempt must wait (0: it may go now), given the recent attempts under a limit. */
export function waitMs(limit: Limit, recent: number, lastAt: Date | null, now = Date.now()): number {
  if (recent < limit.max || !lastAt) return 0;
  const delay = Math.min(limit.backoffMs * 2 ** (recent - limit.max), limit.windowMs);
  return Math.max(0, lastAt.getTime() + delay - now);
}

export type Attempt = { allowed: true; hitIds: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt under every given limit, or none when any limit says wait. The keys are locked
 * for the transaction, so concurrent attempts are counted one after another and never all slip
 * through a check made before the previous ones were recorded.
 */
export async function attempt(db: Db, checks: { key: string; limit: Limit }[]): Promise<Attempt> {
  const sorted = [...checks].sort((a, b) => a.key.localeCompare(b.key));
  return db.transaction(async (tx) => {
    let wait = 0;
    for (const { key, limit } of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${rateLimitHits.at})` })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(Date.now() - limit.windowMs))));
      wait = Math.max(wait, waitMs(limit, row.n, row.last ? new Date(row.last) : null));
    }
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    const hits = await tx
      .insert(rateLimitHits)
      .values(checks.map(({ key }) => ({ key })))
      .returning({ id: rateLimitHits.id });
    return { allowed: true, hitIds: hits.map((hit) => hit.id) };
  });
}

/** Takes back counted attempts that turned out fine (a correct password). */
export async function forgetHits(db: DbOrTx, hitIds: number[]) {
  if (hitIds.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, hitIds));
}

export async function clearHits(db: DbOrTx, key: string) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Hits older than a day count towards no limit (the longest window is an hour); the app drops them now and then. */
export async function pruneHits(db: DbOrTx) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}
