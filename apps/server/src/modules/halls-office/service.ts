import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { AdminHall, HallListQuery, HallReporter } from '@tms/domain/contract/halls-office';
import { ROLE_BY_NAME } from '@tms/domain/roles';
import { and, arrayContains, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { placeTranslations, places, users } from '../../db/schema/index';
import { type Paging, memoryList } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';

// A blocked account cannot sign in, so it is no candidate either.
const reporterRole = and(arrayContains(users.roles, [ROLE_BY_NAME.competitionReporter]), isNull(users.blockedAt));
const reporterOf = (data: Record<string, unknown>): number | null => {
  const value = Number(data.hall_reporter);
  return Number.isInteger(value) && value > 0 ? value : null;
};
const personName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** GET /admin/halls/reporters: users with the reporter role (hall-bound reporting needs it), by name. */
export async function hallReporterCandidates(db: DbOrTx): Promise<HallReporter[]> {
  const rows = await db
    .select()
    .from(users)
    .where(reporterRole)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((user) => ({ id: user.id, name: personName(user), email: user.username }));
}

/** Every hall with its name in the locale and its reporter; searched, sorted and paged in memory (41 halls). */
export async function loadHallRows(db: DbOrTx, query: HallListQuery, paging: Paging, locale: string) {
  const halls = await db.select().from(places).where(eq(places.placeTypeId, PLACE_TYPE_IDS.hall));
  const ids = halls.map((hall) => hall.id);
  const reporterIds = [...new Set(halls.map((hall) => reporterOf(hall.data)).filter((id): id is number => !!id))];
  const [names, reporters] = await Promise.all([
    ids.length ? db.select().from(placeTranslations).where(inArray(placeTranslations.placeId, ids)) : [],
    reporterIds.length ? db.select().from(users).where(inArray(users.id, reporterIds)) : [],
  ]);
  const rows: AdminHall[] = halls
    .map((hall) => {
      const own = names.filter((n) => n.placeId === hall.id);
      const name = (own.find((n) => n.locale === locale) ?? own[0])?.name ?? hall.code ?? String(hall.id);
      const user = reporters.find((r) => r.id === reporterOf(hall.data));
      return {
        id: hall.id,
        code: hall.code,
        name,
        isActive: hall.isActive,
        reporter: user ? { id: user.id, name: personName(user), email: user.username } : null,
      };
    })
    .filter((row) => query.hasReporter === undefined || (row.reporter !== null) === query.hasReporter);
  return memoryList(rows, query, paging, {
    sorts: { name: (row) => row.name, code: (row) => row.code },
    search: (row) => [row.name, row.code, row.reporter?.name, row.reporter?.email],
  });
}

/**
 * PUT /admin/halls/{id}/reporter: names the hall's reporter in its data (`hall_reporter`), or
 * nobody. The user must have the reporter role (400 otherwise); the hall's other data stays.
 */
export async function setHallReporter(db: Db, user: SessionUser, hallId: number, userId: number | null) {
  await db.transaction(async (tx) => {
    const [hall] = await tx
      .select()
      .from(places)
      .where(and(eq(places.id, hallId), eq(places.placeTypeId, PLACE_TYPE_IDS.hall)))
      .for('update');
    if (!hall) throw notFound('Hall');
    if (userId !== null) {
      const [candidate] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), reporterRole));
      if (!candidate) throw invalid({ userId: { key: 'invalidValue' } }, 'The user does not have the reporter role');
    }
    const before = reporterOf(hall.data);
    const { hall_reporter: _previous, ...rest } = hall.data;
    const data = userId === null ? rest : { ...rest, hall_reporter: userId };
    await tx.update(places).set({ data, updatedAt: new Date().toISOString() }).where(eq(places.id, hallId));
    await recordAudit(tx, user, {
      entity: 'hall',
      recordId: hallId,
      action: 'update',
      before: { hallReporter: before },
      after: { hallReporter: userId },
    });
  });
}
