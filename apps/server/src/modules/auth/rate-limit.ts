import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitHits } from '../../db/schema/index';

/** Limits shared by every instance, kept in PostgreSQL. */
export const LIMITS = {
  loginPerAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  loginPerAddress: { max: 20, windowMs: 15 * 60 * 1000 },
  forgotPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
  forgotPerAddress: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

export type Limit = { max: number; windowMs: number };

async function hits(db: DbOrTx, key: string, limit: Limit): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(Date.now() - limit.windowMs))));
  return row.n;
}

export async function isLimited(db: DbOrTx, key: string, limit: Limit) {
  return (await hits(db, key, limit)) >= limit.max;
}

export async function recordHit(db: DbOrTx, key: string) {
  await db.insert(rateLimitHits).values({ key });
}

export async function clearHits(db: DbOrTx, key: string) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Hits older than a day count towards no limit (the longest window is an hour); the app drops them now and then. */
export async function pruneHits(db: DbOrTx) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}
