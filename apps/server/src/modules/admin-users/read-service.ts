import type { AdminUserDetail, AdminUserRow, UserListQuery } from '@tms/domain/contract/admin-users';
import type { Link } from '@tms/domain/contract/common';
import { MANAGED_ROLES, blockRefusal, canChangeRole } from '@tms/domain/role-management';
import { ROLE_BY_NAME } from '@tms/domain/roles';
import { teamDisplayName } from '@tms/domain/team-name';
import { type SQL, and, arrayContains, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubUsers, clubs, competitionTeams, referees, teamAdmins, teamCategories, users } from '../../db/schema/index';
import { type ExportColumn, type Paging, sqlList, sqlOrderBy, sqlSearch } from '../../lib/admin-list';
import { notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';

const PATH = '/api/v1/admin/users';

// Written out with aliases: drizzle leaves columns of a select's own fields unqualified, and an
// unqualified "id" inside these subqueries would be the subquery's own table's.
const clubNames = sql<string[]>`coalesce((select array_agg(c.name order by c.name) from club_users cu
  inner join clubs c on c.id = cu.club_id where cu.user_id = "users"."id"), '{}')`;
const refereeCount = sql<number>`(select count(*)::int from referees r where r.user_id = "users"."id")`;
const fullName = sql`${users.lastName} || ' ' || ${users.firstName}`;

const SORTS = { name: fullName, email: users.username, createdAt: users.createdAt, lastSignInAt: users.lastSignInAt };

function conditions(query: UserListQuery): SQL | undefined {
  return and(
    query.role ? arrayContains(users.roles, [query.role]) : undefined,
    query.state === 'blocked'
      ? isNotNull(users.blockedAt)
      : query.state === 'active'
        ? isNull(users.blockedAt)
        : undefined,
    sqlSearch(query.q ?? query.search, [users.firstName, users.lastName, users.username]),
  );
}

const nameOf = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

type UserRecord = typeof users.$inferSelect;
function toRow(user: UserRecord, clubList: string[], refereeTotal: number): AdminUserRow {
  return {
    id: user.id,
    name: nameOf(user),
    email: user.username,
    roles: user.roles,
    clubs: clubList,
    referees: refereeTotal,
    blocked: user.blockedAt !== null,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
  };
}

/** GET /admin/users: one page, or every selected account for an export. */
export function loadUserRows(db: DbOrTx, query: UserListQuery, paging: Paging) {
  return sqlList<AdminUserRow>(paging, conditions(query), {
    count: async (where) => (await db.select({ n: count() }).from(users).where(where))[0].n,
    select: async (where, page) => {
      const base = db
        .select({ user: users, clubs: clubNames, referees: refereeCount })
        .from(users)
        .where(where)
        .orderBy(...sqlOrderBy(query.sort, SORTS, users.id))
        .$dynamic();
      const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
      return rows.map((row) => toRow(row.user, row.clubs, row.referees));
    },
  });
}

export const USER_EXPORT: ExportColumn<AdminUserRow>[] = [
  { header: 'users.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'users.columns.name', type: 'text', value: (row) => row.name },
  { header: 'users.columns.email', type: 'text', value: (row) => row.email },
  { header: 'users.columns.roles', type: 'text', value: (row) => row.roles, labels: 'users.role' },
  { header: 'users.columns.clubs', type: 'text', value: (row) => row.clubs },
  { header: 'users.columns.referees', type: 'integer', value: (row) => row.referees },
  { header: 'users.columns.blocked', type: 'text', value: (row) => row.blocked },
  { header: 'users.columns.createdAt', type: 'datetime', value: (row) => row.createdAt },
  { header: 'users.columns.lastSignInAt', type: 'datetime', value: (row) => row.lastSignInAt },
];

/** What the current user may do with the account; the same rules refuse it on the server. */
function detailLinks(actor: SessionUser, target: UserRecord, superAdmins: number): Link[] {
  const href = `${PATH}/${target.id}`;
  const links: Link[] = [];
  if (MANAGED_ROLES.some((role) => canChangeRole(actor.roles, role))) {
    links.push({ operationId: 'setUserRoles', method: 'PUT', href: `${href}/roles` });
  }
  if (!blockRefusal({ actor, target, superAdmins })) {
    links.push(
      target.blockedAt
        ? { operationId: 'unblockUser', method: 'POST', href: `${href}/unblock` }
        : { operationId: 'blockUser', method: 'POST', href: `${href}/block` },
    );
  }
  links.push({ operationId: 'sendUserPasswordReset', method: 'POST', href: `${href}/password-reset` });
  return links;
}

/** GET /admin/users/{id}: the account with its clubs, the teams it leads and its referee registrations. */
export async function loadUserDetail(db: DbOrTx, actor: SessionUser, userId: number): Promise<AdminUserDetail> {
  const [found] = await db
    .select({ user: users, clubs: clubNames, referees: refereeCount })
    .from(users)
    .where(eq(users.id, userId));
  if (!found) throw notFound('User');
  const { user } = found;
  const [clubList, teams, refereeRows, superAdmins] = await Promise.all([
    db
      .select({ id: clubs.id, name: clubs.name, isAdmin: clubUsers.isAdmin })
      .from(clubUsers)
      .innerJoin(clubs, eq(clubs.id, clubUsers.clubId))
      .where(eq(clubUsers.userId, userId))
      .orderBy(asc(clubs.name)),
    db
      .select({
        id: competitionTeams.id,
        name: competitionTeams.name,
        teamNumber: competitionTeams.teamNumber,
        clubName: clubs.name,
        category: teamCategories.code,
      })
      .from(teamAdmins)
      .innerJoin(competitionTeams, eq(competitionTeams.id, teamAdmins.teamId))
      .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
      .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
      .where(eq(teamAdmins.userId, userId))
      .orderBy(asc(teamCategories.code), asc(clubs.name), asc(competitionTeams.teamNumber)),
    db
      .select({
        id: referees.id,
        firstName: referees.firstName,
        lastName: referees.lastName,
        registrationState: referees.registrationState,
      })
      .from(referees)
      .where(eq(referees.userId, userId))
      .orderBy(asc(referees.id)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(arrayContains(users.roles, [ROLE_BY_NAME.superAdmin]), isNull(users.blockedAt))),
  ]);
  return {
    ...toRow(user, found.clubs, found.referees),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    locale: user.locale,
    blockedAt: user.blockedAt,
    clubList,
    teams: teams.map((team) => ({
      id: team.id,
      name: teamDisplayName(team),
      clubName: team.clubName,
      category: team.category,
    })),
    refereeRegistrations: refereeRows.map((referee) => ({
      id: referee.id,
      name: `${referee.firstName} ${referee.lastName}`.trim(),
      registrationState: referee.registrationState,
    })),
    changeableRoles: MANAGED_ROLES.filter((role) => canChangeRole(actor.roles, role)),
    links: detailLinks(actor, user, superAdmins[0].n),
  };
}
