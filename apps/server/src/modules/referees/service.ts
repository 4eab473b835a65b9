import type { RefereeRegistration } from '@tms/domain/contract/referees';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refereeInHalls, referees } from '../../db/schema/index';
import { groupBy } from '../../lib/collections';

/** Whose registrations: every referee's (admins), those a user registered, or one. */
export type RegistrationScope = 'all' | { userId: number } | { refereeId: number };

/** Full referee registrations with their halls per day, by last name. */
export async function listRefereeRegistrations(db: DbOrTx, scope: RegistrationScope): Promise<RefereeRegistration[]> {
  const query = db.select().from(referees).orderBy(asc(referees.lastName), asc(referees.id));
  const rows = await (scope === 'all'
    ? query
    : query.where('userId' in scope ? eq(referees.userId, scope.userId) : eq(referees.id, scope.refereeId)));
  if (rows.length === 0) return [];
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
