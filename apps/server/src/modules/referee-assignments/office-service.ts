import type {
  RefereeRanks,
  RefereeRanksInput,
  RefereeUnavailability,
  RefereeUnavailabilityInput,
} from '@tms/domain/contract/referee-assignments';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { refereeRanks, refereeUnavailability, referees } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';

// The office's inputs to the rules: periods a referee is unavailable (beside his arrival and
// departure) and the rank of each `highestCompetition` level.

function periodOut(row: typeof refereeUnavailability.$inferSelect): RefereeUnavailability {
  return { id: row.id, refereeId: row.refereeId, from: row.startsAt, till: row.endsAt, note: row.note };
}

export async function listUnavailability(db: DbOrTx, refereeId?: number): Promise<RefereeUnavailability[]> {
  const rows = await db
    .select()
    .from(refereeUnavailability)
    .where(refereeId === undefined ? undefined : eq(refereeUnavailability.refereeId, refereeId))
    .orderBy(asc(refereeUnavailability.refereeId), asc(refereeUnavailability.startsAt));
  return rows.map(periodOut);
}

export async function createUnavailability(db: Db, user: SessionUser, input: RefereeUnavailabilityInput) {
  return db.transaction(async (tx) => {
    const [referee] = await tx.select({ id: referees.id }).from(referees).where(eq(referees.id, input.refereeId));
    if (!referee) throw invalid({ refereeId: { key: 'invalidValue' } }, 'No such referee');
    const [row] = await tx
      .insert(refereeUnavailability)
      .values({
        refereeId: input.refereeId,
        startsAt: input.from,
        endsAt: input.till,
        note: input.note?.trim() || null,
      })
      .returning();
    await recordAudit(tx, user, {
      entity: 'refereeRegistration',
      recordId: input.refereeId,
      action: 'update',
      after: { unavailable: `${input.from} – ${input.till}` },
      note: input.note ?? null,
    });
    return periodOut(row!);
  });
}

export async function deleteUnavailability(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(refereeUnavailability).where(eq(refereeUnavailability.id, id)).returning();
    if (!row) throw notFound('Unavailability');
    await recordAudit(tx, user, {
      entity: 'refereeRegistration',
      recordId: row.refereeId,
      action: 'update',
      before: { unavailable: `${row.startsAt} – ${row.endsAt}` },
      after: { unavailable: null },
    });
  });
}

/** Every level the registrations name (and every mapped one), with its rank and how many referees have it. */
export async function listRanks(db: DbOrTx): Promise<RefereeRanks> {
  const [used, mapped] = await Promise.all([
    db
      .select({ level: referees.highestCompetition, count: sql<number>`count(*)::int` })
      .from(referees)
      .where(isNotNull(referees.highestCompetition))
      .groupBy(referees.highestCompetition),
    db.select().from(refereeRanks),
  ]);
  const rankOf = new Map(mapped.map((m) => [m.highestCompetition, m.rank]));
  const levels = new Set([...used.map((u) => u.level!), ...mapped.map((m) => m.highestCompetition)]);
  return [...levels]
    .sort((a, b) => a.localeCompare(b))
    .map((level) => ({
      highestCompetition: level,
      rank: rankOf.get(level) ?? 1,
      mapped: rankOf.has(level),
      referees: used.find((u) => u.level === level)?.count ?? 0,
    }));
}

export async function setRanks(db: Db, input: RefereeRanksInput) {
  const seen = new Set<string>();
  input.ranks.forEach((r, i) => {
    if (seen.has(r.highestCompetition)) throw invalid({ [`ranks.${i}.highestCompetition`]: { key: 'duplicate' } });
    seen.add(r.highestCompetition);
  });
  await db.transaction(async (tx) => {
    await tx.delete(refereeRanks);
    if (input.ranks.length) await tx.insert(refereeRanks).values(input.ranks);
  });
}
