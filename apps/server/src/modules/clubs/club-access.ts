import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubUsers, clubs, competitionTeams, teamAdmins } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { type ClubAccess, canManageClub, canViewClub } from '../../policy-clubs';

type ClubRow = typeof clubs.$inferSelect;

/** How the user stands to the club (see policy.ts ClubAccess). */
export async function loadClubAccess(db: DbOrTx, user: SessionUser, clubId: number): Promise<ClubAccess> {
  const [membership, teams] = await Promise.all([
    db
      .select({ isAdmin: clubUsers.isAdmin })
      .from(clubUsers)
      .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.userId, user.id))),
    db
      .select({ teamId: teamAdmins.teamId })
      .from(teamAdmins)
      .innerJoin(competitionTeams, eq(competitionTeams.id, teamAdmins.teamId))
      .where(and(eq(competitionTeams.clubId, clubId), eq(teamAdmins.userId, user.id))),
  ]);
  return {
    clubId,
    isClubAdmin: membership.some((m) => m.isAdmin),
    isMember: membership.length > 0,
    teamIds: teams.map((t) => t.teamId),
  };
}

/**
 * The club a request acts on: 403 unless the user may (manage: its admins and admins; view: also
 * its users and team admins), then 404 when it does not exist. `lock` takes the row lock that
 * serialises changes of one registration.
 */
export async function accessibleClub(
  db: DbOrTx,
  user: SessionUser,
  clubId: number,
  need: 'manage' | 'view',
  lock = false,
): Promise<{ club: ClubRow; access: ClubAccess }> {
  const access = await loadClubAccess(db, user, clubId);
  const allowed = need === 'manage' ? canManageClub(user, access) : canViewClub(user, access);
  if (!allowed) throw forbidden();
  const query = db.select().from(clubs).where(eq(clubs.id, clubId));
  const [club] = lock ? await query.for('update') : await query;
  if (!club) throw notFound('Club');
  return { club, access };
}
