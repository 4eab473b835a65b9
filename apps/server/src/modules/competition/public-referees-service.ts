import type { PublicReferee } from '@tms/domain/contract/competition';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refereeInHalls, referees } from '../../db/schema/index';
import { groupBy } from '../../lib/collections';

/** Approved referees with their public fields only (all of them, or those of `ids`). */
export async function listPublicReferees(db: DbOrTx, ids?: number[]): Promise<PublicReferee[]> {
  if (ids && ids.length === 0) return [];
  const approved = eq(referees.registrationState, 'approved');
  const rows = await db
    .select({
      id: referees.id,
      firstName: referees.firstName,
      lastName: referees.lastName,
      colleagueRefereeId: referees.colleagueRefereeId,
      countryId: referees.countryId,
      sex: referees.sex,
    })
    .from(referees)
    .where(ids ? and(approved, inArray(referees.id, ids)) : approved)
    .orderBy(asc(referees.lastName), asc(referees.firstName), asc(referees.id));
  const halls = await db
    .select()
    .from(refereeInHalls)
    .where(
      inArray(
        refereeInHalls.refereeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(refereeInHalls.day));
  const hallsByReferee = groupBy(halls, (h) => h.refereeId);
  return rows.map((referee) => ({
    ...referee,
    refereeInHalls: (hallsByReferee.get(referee.id) ?? []).map(({ day, placeId }) => ({ day, placeId })),
  }));
}
