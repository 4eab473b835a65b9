import type { ClubParticipant, ParticipantInput } from '@tms/domain/contract/club-roster';
import { participantInput } from '@tms/domain/contract/club-roster';
import { checkParticipant, participantFieldMessages } from '@tms/domain/eligibility';
import { ruleMessageEn } from '@tms/domain/rule-keys';
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matchEvents, matchParticipants, participants, teamParticipants } from '../../db/schema/index';
import { HttpError, conflict, forbidden, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import type { ClubAccess } from '../../policy-clubs';
import { canAssignToTeam, canChangeParticipant, canEditRoster } from '../../policy-club-roster';
import { accessibleClub } from '../clubs/club-access';
import { type RosterState, loadRosterState, participantView, rosterContext, rosterData } from './read';

type Teams = { teamId: number; isLeader: boolean }[];

/**
 * Locks the club, loads its roster and answers 403 for who may not change it at all, 409 after
 * roster_edit_till (DESIGN.md §4 "Roster deadlines"; super admin always).
 */
async function openRoster(tx: Tx, user: SessionUser, clubId: number) {
  const { club, access } = await accessibleClub(tx, user, clubId, 'view', true);
  const state = await loadRosterState(tx, club);
  if (!canEditRoster(user, access, null)) throw forbidden();
  if (!canEditRoster(user, access, state.settings.rosterEditTill)) {
    const till = state.settings.rosterEditTill?.toISOString();
    throw new HttpError('roster_deadline_passed', `The roster could be changed until ${till}`, { until: till });
  }
  return { access, state };
}

/** 400 for a team that is not the club's; 403 for an assignment change on a team the user does not administer. */
function checkTeams(user: SessionUser, access: ClubAccess, state: RosterState, before: Teams, after: Teams) {
  const unknown = after.findIndex((a) => !state.teams.some((t) => t.id === a.teamId));
  if (unknown >= 0) throw invalid({ [`teams.${unknown}.teamId`]: { key: 'notOfClub' } });
  const key = (a: Teams[number]) => `${a.teamId}:${a.isLeader}`;
  const changed = [
    ...before.filter((a) => !after.some((b) => key(a) === key(b))),
    ...after.filter((a) => !before.some((b) => key(a) === key(b))),
  ];
  if (changed.some((a) => !canAssignToTeam(user, access, a.teamId))) throw forbidden();
}

/** 400 naming the rule and the person when the participant with these teams breaks eligibility. */
function checkEligibility(state: RosterState, participant: { id: number } & ReturnType<typeof participantInput.parse>) {
  const result = checkParticipant(rosterData(state), participant, participant.teams, rosterContext(state));
  if (result.ok) return;
  const fields = participantFieldMessages(result.reasons, participant.teams);
  throw invalid(fields, ruleMessageEn(result.reasons[0]) ?? 'The participant cannot play or lead there');
}

async function writeAssignments(tx: Tx, participantId: number, teams: Teams) {
  const kept = teams.map((t) => t.teamId);
  await tx
    .delete(teamParticipants)
    .where(
      and(
        eq(teamParticipants.participantId, participantId),
        kept.length > 0 ? notInArray(teamParticipants.teamId, kept) : undefined,
      ),
    );
  for (const team of teams) {
    await tx
      .insert(teamParticipants)
      .values({ participantId, teamId: team.teamId, isLeader: team.isLeader })
      .onConflictDoUpdate({
        target: [teamParticipants.teamId, teamParticipants.participantId],
        set: { isLeader: team.isLeader },
      });
  }
}

/** POST /clubs/{id}/participants: a new person with their teams, checked by the eligibility rules. */
export async function createParticipant(
  db: Db,
  user: SessionUser,
  clubId: number,
  raw: ParticipantInput,
): Promise<ClubParticipant> {
  const input = participantInput.parse(raw);
  return db.transaction(async (tx) => {
    const { access, state } = await openRoster(tx, user, clubId);
    checkTeams(user, access, state, [], input.teams);
    checkEligibility(state, { id: 0, ...input });
    const { teams, ...person } = input;
    const [created] = await tx
      .insert(participants)
      .values({ clubId, ...person })
      .returning();
    await writeAssignments(tx, created.id, teams);
    state.people.push(created);
    state.assignments.push(...teams.map((t) => ({ ...t, participantId: created.id })));
    return participantView(tx, user, access, state, created.id);
  });
}

/** The participant of the club being changed, and their current teams; 404 for another club's. */
function currentOf(state: RosterState, participantId: number) {
  const person = state.people.find((p) => p.id === participantId);
  if (!person) throw notFound('Participant');
  const teams = state.assignments
    .filter((a) => a.participantId === participantId)
    .map((a) => ({ teamId: a.teamId, isLeader: a.isLeader }));
  return { person, teams };
}

/** PUT /clubs/{id}/participants/{participantId}: personal data and teams, checked like a new one. */
export async function updateParticipant(
  db: Db,
  user: SessionUser,
  clubId: number,
  participantId: number,
  raw: ParticipantInput,
): Promise<ClubParticipant> {
  const input = participantInput.parse(raw);
  return db.transaction(async (tx) => {
    const { access, state } = await openRoster(tx, user, clubId);
    const current = currentOf(state, participantId);
    if (
      !canChangeParticipant(
        user,
        access,
        current.teams.map((t) => t.teamId),
      )
    )
      throw forbidden();
    checkTeams(user, access, state, current.teams, input.teams);
    checkEligibility(state, { id: participantId, ...input });
    const { teams, ...person } = input;
    const [updated] = await tx.update(participants).set(person).where(eq(participants.id, participantId)).returning();
    await writeAssignments(tx, participantId, teams);
    state.people = state.people.map((p) => (p.id === participantId ? updated : p));
    state.assignments = [
      ...state.assignments.filter((a) => a.participantId !== participantId),
      ...teams.map((t) => ({ ...t, participantId })),
    ];
    return participantView(tx, user, access, state, participantId);
  });
}

/**
 * DELETE /clubs/{id}/participants/{participantId}: with their team assignments and match-roster
 * places; 409 when a match already has events of theirs (the match report keeps its people).
 */
export async function deleteParticipant(db: Db, user: SessionUser, clubId: number, participantId: number) {
  await db.transaction(async (tx) => {
    const { access, state } = await openRoster(tx, user, clubId);
    const current = currentOf(state, participantId);
    if (
      !canChangeParticipant(
        user,
        access,
        current.teams.map((t) => t.teamId),
      )
    )
      throw forbidden();
    const places = await tx
      .select({ id: matchParticipants.id })
      .from(matchParticipants)
      .where(eq(matchParticipants.participantId, participantId));
    if (places.length > 0) {
      const ids = places.map((p) => p.id);
      const [event] = await tx
        .select({ id: matchEvents.id })
        .from(matchEvents)
        .where(
          or(inArray(matchEvents.competitionMatchParticipantId, ids), inArray(matchEvents.secondaryParticipantId, ids)),
        )
        .limit(1);
      if (event) {
        throw conflict(
          'participants_with_events',
          'The participant already has events in a match and stays on the roster',
        );
      }
      await tx.delete(matchParticipants).where(inArray(matchParticipants.id, ids));
    }
    await tx.delete(participants).where(eq(participants.id, participantId));
  });
}
