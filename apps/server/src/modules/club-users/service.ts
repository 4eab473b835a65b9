import type {
  ClubUser,
  ClubUserCreateInput,
  ClubUserUpdateInput,
  ClubUsersPage,
} from '@tms/domain/contract/club-users';
import { clubUserCreateInput, clubUserUpdateInput } from '@tms/domain/contract/club-users';
import type { FieldErrors } from '@tms/domain/errors';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { clubUsers, competitionTeams, teamAdmins, users } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import type { ClubAccess } from '../../policy-clubs';
import { clubUserLinks } from '../../policy-club-roster';
import { findUserByEmail, issuePasswordLink } from '../auth/service';
import type { Mailer } from '../mail/mailer';
import { localeOf, textsFor } from '../translations/texts';
import { accessibleClub } from '../clubs/club-access';
import { loadTeams } from '../clubs/registration-read';
import { addedClubUserMail, newClubUserMail } from './mail';

/** A new account's link to set its password stays valid a week: the owner may read the mail late. */
export const NEW_USER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The club's users: its members (club admins among them) and the admins of its teams. */
async function loadClubUsers(db: DbOrTx, clubId: number, only?: number): Promise<Omit<ClubUser, 'links'>[]> {
  const teamIds = db
    .select({ id: competitionTeams.id })
    .from(competitionTeams)
    .where(eq(competitionTeams.clubId, clubId));
  const [members, admins] = await Promise.all([
    db
      .select({ userId: clubUsers.userId, isAdmin: clubUsers.isAdmin })
      .from(clubUsers)
      .where(and(eq(clubUsers.clubId, clubId), only ? eq(clubUsers.userId, only) : undefined)),
    db
      .select({ userId: teamAdmins.userId, teamId: teamAdmins.teamId })
      .from(teamAdmins)
      .where(and(inArray(teamAdmins.teamId, teamIds), only ? eq(teamAdmins.userId, only) : undefined)),
  ]);
  const ids = [...new Set([...members.map((m) => m.userId), ...admins.map((a) => a.userId)])];
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids)).orderBy(users.lastName, users.firstName);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.username,
    phone: row.phone,
    roles: row.roles,
    isClubAdmin: members.some((m) => m.userId === row.id && m.isAdmin),
    teamIds: admins.filter((a) => a.userId === row.id).map((a) => a.teamId),
  }));
}

const withLinks = (user: SessionUser, access: ClubAccess, row: Omit<ClubUser, 'links'>): ClubUser => ({
  ...row,
  links: clubUserLinks(user, access, row.id),
});

/** GET /clubs/{id}/users: its club admins and admins only. */
export async function listClubUsers(db: Db, user: SessionUser, clubId: number): Promise<ClubUsersPage> {
  const { club, access } = await accessibleClub(db, user, clubId, 'manage');
  const [rows, teams] = await Promise.all([loadClubUsers(db, clubId), loadTeams(db, club)]);
  return {
    club: { id: club.id, name: club.name },
    users: rows.map((row) => withLinks(user, access, row)),
    teams: teams.map((t) => ({ id: t.id, displayName: t.displayName, teamCategoryCode: t.teamCategoryCode })),
    links: [{ operationId: 'createClubUser', method: 'POST', href: `/api/v1/web/clubs/${clubId}/users` }],
  };
}

/** 400 on `teamIds` when a team is not the club's. */
async function checkTeams(tx: DbOrTx, clubId: number, teamIds: readonly number[]) {
  if (teamIds.length === 0) return;
  const found = await tx
    .select({ id: competitionTeams.id })
    .from(competitionTeams)
    .where(and(eq(competitionTeams.clubId, clubId), inArray(competitionTeams.id, [...teamIds])));
  const missing = teamIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw invalid({ teamIds: { key: 'notOfClub', params: { teamIds: missing } } });
}

/** Sets the user's permissions in the club: membership with the admin flag, and the club's teams. */
async function setPermissions(tx: DbOrTx, clubId: number, userId: number, isClubAdmin: boolean, teamIds: number[]) {
  await tx
    .insert(clubUsers)
    .values({ clubId, userId, isAdmin: isClubAdmin })
    .onConflictDoUpdate({ target: [clubUsers.clubId, clubUsers.userId], set: { isAdmin: isClubAdmin } });
  const clubTeams = tx
    .select({ id: competitionTeams.id })
    .from(competitionTeams)
    .where(eq(competitionTeams.clubId, clubId));
  await tx.delete(teamAdmins).where(and(eq(teamAdmins.userId, userId), inArray(teamAdmins.teamId, clubTeams)));
  if (teamIds.length > 0) await tx.insert(teamAdmins).values(teamIds.map((teamId) => ({ teamId, userId })));
}

/** 409 when the change leaves the club without a club admin (the club row is locked by the caller). */
async function keepOneClubAdmin(tx: DbOrTx, clubId: number, userId: number) {
  const [{ others }] = await tx
    .select({ others: sql<number>`count(*)::int` })
    .from(clubUsers)
    .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.isAdmin, true), sql`${clubUsers.userId} <> ${userId}`));
  if (others === 0) throw conflict('last_club_admin', 'The club must keep at least one club admin');
}

/**
 * POST /clubs/{id}/users. A new address gets an account without a password and a mail with the link
 * that sets it; a known one keeps its name and phone and gets a notification. Both in the caller's
 * transaction with the permissions, so a refused request leaves neither account nor mail behind.
 */
export async function createClubUser(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  clubId: number,
  raw: ClubUserCreateInput,
  publicUrl: string,
): Promise<ClubUser> {
  const input = clubUserCreateInput.parse(raw);
  const created = await db.transaction(async (tx) => {
    const { club, access } = await accessibleClub(tx, user, clubId, 'manage', true);
    await checkTeams(tx, clubId, input.teamIds);
    const existing = await findUserByEmail(tx, input.email);
    if (existing && (await loadClubUsers(tx, clubId, existing.id)).length > 0) {
      throw invalid({ email: { key: 'duplicate' } });
    }
    let target = existing;
    if (!target) {
      const missing: FieldErrors = {};
      if (!input.firstName) missing.firstName = { key: 'required' };
      if (!input.lastName) missing.lastName = { key: 'required' };
      if (Object.keys(missing).length > 0) throw invalid(missing);
      [target] = await tx
        .insert(users)
        .values({
          username: input.email,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          phone: input.phone,
          passwordHash: null,
          // The language of the screen the coach was added on; the coach may switch it later.
          locale: input.locale ?? localeOf(user.locale),
          roles: ['ROLE_USER'],
        })
        .returning();
    }
    await setPermissions(tx, clubId, target.id, input.isClubAdmin, input.teamIds);
    const locale = localeOf(target.locale);
    const t = await textsFor(tx, locale, 'club');
    const teams = (await loadTeams(tx, club)).filter((team) => input.teamIds.includes(team.id));
    const granted = { club: club.name, isClubAdmin: input.isClubAdmin, teams: teams.map((team) => team.displayName) };
    if (existing) {
      await mailer.send(addedClubUserMail(t, target.username, granted, `${publicUrl}/${locale}/login`), tx);
    } else {
      const link = await issuePasswordLink(tx, target.id, locale, publicUrl, NEW_USER_LINK_TTL_MS);
      await mailer.send(newClubUserMail(t, target.username, granted, link), tx);
    }
    const [row] = await loadClubUsers(tx, clubId, target.id);
    return withLinks(user, access, row);
  });
  mailer.wake();
  return created;
}

/** PUT /clubs/{id}/users/{userId}: the permissions; the last club admin stays one. */
export async function updateClubUser(
  db: Db,
  user: SessionUser,
  clubId: number,
  userId: number,
  raw: ClubUserUpdateInput,
): Promise<ClubUser> {
  const input = clubUserUpdateInput.parse(raw);
  return db.transaction(async (tx) => {
    const { access } = await accessibleClub(tx, user, clubId, 'manage', true);
    const [current] = await loadClubUsers(tx, clubId, userId);
    if (!current) throw notFound('Club user');
    await checkTeams(tx, clubId, input.teamIds);
    if (current.isClubAdmin && !input.isClubAdmin) await keepOneClubAdmin(tx, clubId, userId);
    await setPermissions(tx, clubId, userId, input.isClubAdmin, input.teamIds);
    const [row] = await loadClubUsers(tx, clubId, userId);
    return withLinks(user, access, row);
  });
}

/** DELETE /clubs/{id}/users/{userId}: every permission in the club; the account stays. */
export async function deleteClubUser(db: Db, user: SessionUser, clubId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await accessibleClub(tx, user, clubId, 'manage', true);
    const [current] = await loadClubUsers(tx, clubId, userId);
    if (!current) throw notFound('Club user');
    if (current.isClubAdmin) await keepOneClubAdmin(tx, clubId, userId);
    const clubTeams = tx
      .select({ id: competitionTeams.id })
      .from(competitionTeams)
      .where(eq(competitionTeams.clubId, clubId));
    await tx.delete(teamAdmins).where(and(eq(teamAdmins.userId, userId), inArray(teamAdmins.teamId, clubTeams)));
    await tx.delete(clubUsers).where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.userId, userId)));
  });
}

/**
 * GET /users/lookup?email=: whether an account exists, for club admins (of any club) and admins;
 * 403 for anybody else, so the check is no open door to which addresses have accounts.
 */
export async function lookupUser(db: Db, user: SessionUser, email: string, isAdmin: boolean) {
  if (!isAdmin) {
    const [admin] = await db
      .select({ clubId: clubUsers.clubId })
      .from(clubUsers)
      .where(and(eq(clubUsers.userId, user.id), eq(clubUsers.isAdmin, true)))
      .limit(1);
    if (!admin) return null;
  }
  return { exists: !!(await findUserByEmail(db, email)) };
}
