import type { ClubParticipant, ClubRoster } from '@tms/domain/contract/club-roster';
import { collated } from '../../lib/admin-list';
import { type ClubRoster as RosterData, eligibilityContext } from '@tms/domain/eligibility';
import { yearOf } from '@tms/domain/calendar-date';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type clubs,
  matchParticipants,
  matches,
  participants,
  teamCategories,
  teamParticipants,
} from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import type { ClubAccess } from '../../policy-clubs';
import { canAssignToTeam, canEditRoster, participantLinks, rosterLinks } from '../../policy-club-roster';
import { loadTeams } from '../clubs/registration-read';
import { type RosterSettings, loadRosterSettings } from './settings';

type ClubRow = Pick<typeof clubs.$inferSelect, 'id' | 'name'>;
type Team = Awaited<ReturnType<typeof loadTeams>>[number];

/** Everything the rules and the page read of one club's roster. */
export type RosterState = {
  teams: Team[];
  people: (typeof participants.$inferSelect)[];
  assignments: { participantId: number; teamId: number; isLeader: boolean }[];
  categories: (typeof teamCategories.$inferSelect)[];
  settings: RosterSettings;
};

export async function loadRosterState(db: DbOrTx, club: ClubRow): Promise<RosterState> {
  const [teams, people, categories, settings] = await Promise.all([
    loadTeams(db, club),
    db
      .select()
      .from(participants)
      .where(eq(participants.clubId, club.id))
      .orderBy(asc(collated(participants.lastName)), asc(collated(participants.firstName)), asc(participants.id)),
    db.select().from(teamCategories),
    loadRosterSettings(db),
  ]);
  const ids = people.map((p) => p.id);
  const assignments =
    ids.length === 0
      ? []
      : await db
          .select({
            participantId: teamParticipants.participantId,
            teamId: teamParticipants.teamId,
            isLeader: teamParticipants.isLeader,
          })
          .from(teamParticipants)
          .where(inArray(teamParticipants.participantId, ids));
  return { teams, people, assignments, categories, settings };
}

/** The roster as the eligibility rules read it. */
export function rosterData(state: RosterState): RosterData {
  return {
    participants: state.people.map((p) => ({ ...p })),
    teams: state.teams.map((t) => ({ id: t.id, name: t.displayName, teamCategoryId: t.teamCategoryId })),
    assignments: state.assignments,
  };
}

export function rosterContext(state: RosterState) {
  return eligibilityContext(state.categories, state.settings.firstTournamentDay, state.settings.leaderMinAge);
}

/** Each participant's jersey number in their most recent match with one. */
export async function lastJerseyNumbers(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([matchParticipants.participantId], {
      participantId: matchParticipants.participantId,
      jerseyNumber: matchParticipants.jerseyNumber,
    })
    .from(matchParticipants)
    .innerJoin(matches, eq(matches.id, matchParticipants.matchId))
    .where(and(inArray(matchParticipants.participantId, [...ids]), isNotNull(matchParticipants.jerseyNumber)))
    .orderBy(matchParticipants.participantId, desc(matches.day), desc(matches.time), desc(matches.id));
  return new Map(rows.map((row) => [row.participantId, row.jerseyNumber as number]));
}

export function participantOut(
  state: Pick<RosterState, 'assignments'>,
  person: typeof participants.$inferSelect,
  jersey: number | null,
  links: ClubParticipant['links'],
): ClubParticipant {
  const teams = state.assignments
    .filter((a) => a.participantId === person.id)
    .map((a) => ({ teamId: a.teamId, isLeader: a.isLeader }));
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: person.birthDate,
    birthYear: yearOf(person.birthDate) ?? 0,
    gender: person.gender,
    jerseyNumberFromLastMatch: jersey,
    isLeader: teams.some((t) => t.isLeader),
    teams,
    links,
  };
}

/** One participant as the page shows it, with what this user may do with them. */
export async function participantView(
  db: DbOrTx,
  user: SessionUser,
  access: ClubAccess,
  state: RosterState,
  participantId: number,
): Promise<ClubParticipant> {
  const person = state.people.find((p) => p.id === participantId)!;
  const jersey = (await lastJerseyNumbers(db, [participantId])).get(participantId) ?? null;
  const editable = canEditRoster(user, access, state.settings.rosterEditTill);
  const teamIds = state.assignments.filter((a) => a.participantId === participantId).map((a) => a.teamId);
  return participantOut(
    state,
    person,
    jersey,
    participantLinks(user, access, { id: participantId, teamIds }, editable),
  );
}

/** GET /clubs/{id}/participants (`teamId`: only that team's people). */
export async function rosterView(
  db: DbOrTx,
  user: SessionUser,
  access: ClubAccess,
  club: ClubRow,
  teamId?: number,
): Promise<ClubRoster> {
  const state = await loadRosterState(db, club);
  const editable = canEditRoster(user, access, state.settings.rosterEditTill);
  const people = teamId
    ? state.people.filter((p) => state.assignments.some((a) => a.participantId === p.id && a.teamId === teamId))
    : state.people;
  const jerseys = await lastJerseyNumbers(
    db,
    people.map((p) => p.id),
  );
  return {
    club: { id: club.id, name: club.name },
    participants: people.map((person) => {
      const teamIds = state.assignments.filter((a) => a.participantId === person.id).map((a) => a.teamId);
      const links = participantLinks(user, access, { id: person.id, teamIds }, editable);
      return participantOut(state, person, jerseys.get(person.id) ?? null, links);
    }),
    teams: state.teams.map((team) => ({
      id: team.id,
      displayName: team.displayName,
      teamCategoryId: team.teamCategoryId,
      teamCategoryCode: team.teamCategoryCode,
      editable: editable && canAssignToTeam(user, access, team.id),
    })),
    // Every category: the rule for playing one up reads the next younger one, which the club may not enter.
    categories: state.categories.map((c) => ({
      id: c.id,
      code: c.code,
      gender: c.gender,
      birthDateMin: c.birthDateMin,
      birthDateMax: c.birthDateMax,
      otherGenderMax: c.otherGenderMax,
    })),
    firstTournamentDay: state.settings.firstTournamentDay,
    leaderMinAge: state.settings.leaderMinAge,
    rosterEditableUntil: state.settings.rosterEditTill?.toISOString() ?? null,
    editable,
    links: rosterLinks(access, editable),
  };
}
