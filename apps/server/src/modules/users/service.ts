import type { CurrentUser } from '@tms/domain/contract/auth';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubUsers,
  clubs,
  competitionTeams,
  dashboardMessages,
  referees,
  teamAdmins,
  teamCategories,
  users,
} from '../../db/schema/index';
import { unauthorized } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { currentUserLinks } from '../../policy';
import { refereeLinks } from '../../policy-referees';
import { loadCompetitionDates } from '../lookup-lists/competition-dates';

export async function getCurrentUser(db: DbOrTx, sessionUser: SessionUser): Promise<CurrentUser> {
  const userId = sessionUser.id;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const [leadingTeams, refereeRows, administratedClubs, dates] = await Promise.all([
    db
      .select({
        id: competitionTeams.id,
        name: competitionTeams.name,
        teamNumber: competitionTeams.teamNumber,
        clubId: competitionTeams.clubId,
        clubName: clubs.name,
        teamCategoryCode: teamCategories.code,
      })
      .from(teamAdmins)
      .innerJoin(competitionTeams, eq(competitionTeams.id, teamAdmins.teamId))
      .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
      .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
      .where(eq(teamAdmins.userId, userId))
      .orderBy(asc(competitionTeams.id)),
    db
      .select({
        id: referees.id,
        firstName: referees.firstName,
        lastName: referees.lastName,
        registrationState: referees.registrationState,
        userId: referees.userId,
      })
      .from(referees)
      .where(eq(referees.userId, userId))
      .orderBy(asc(referees.id)),
    db
      .select({ id: clubs.id, name: clubs.name, registrationState: clubs.registrationState })
      .from(clubUsers)
      .innerJoin(clubs, eq(clubs.id, clubUsers.clubId))
      .where(and(eq(clubUsers.userId, userId), eq(clubUsers.isAdmin, true)))
      .orderBy(asc(clubs.name)),
    loadCompetitionDates(db),
  ]);
  // Referee news only for referees, club news only for club admins (PRODUCT_SPEC §2 dashboard).
  const recipientTypes: ('all' | 'club' | 'referee')[] = ['all'];
  if (refereeRows.length > 0) recipientTypes.push('referee');
  if (administratedClubs.length > 0) recipientTypes.push('club');
  const messages = await db
    .select({
      id: dashboardMessages.id,
      internalName: dashboardMessages.internalName,
      recipientType: dashboardMessages.recipientType,
      textCs: dashboardMessages.textCs,
      textEn: dashboardMessages.textEn,
      state: dashboardMessages.state,
      sentAt: dashboardMessages.sentAt,
    })
    .from(dashboardMessages)
    .where(and(eq(dashboardMessages.state, 'published'), inArray(dashboardMessages.recipientType, recipientTypes)))
    .orderBy(desc(dashboardMessages.sentAt), desc(dashboardMessages.id));
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    roles: user.roles,
    locale: user.locale,
    createdAt: user.createdAt,
    leadingTeams,
    referees: refereeRows.map(({ userId, ...referee }) => ({
      ...referee,
      links: refereeLinks(sessionUser, { id: referee.id, userId }, dates),
    })),
    administratedClubs,
    dashboardMessages: messages,
    links: currentUserLinks(sessionUser, dates),
  };
}
