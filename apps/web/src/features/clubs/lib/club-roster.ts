import type { ClubParticipant, ClubRoster, ParticipantInput } from '@tms/domain/contract/club-roster';
import { checkParticipant, eligibilityContext } from '@tms/domain/eligibility';
import type { RuleMessage } from '@tms/domain/rule-keys';
import { fold } from './club-users';

export type RosterFilter = { q: string; teamId: number | null; leader: boolean; noRole: boolean };
export const NO_FILTER: RosterFilter = { q: '', teamId: null, leader: false, noRole: false };

/** The participants the search box and the team, leader and no-role filters leave. */
export function filterParticipants(people: readonly ClubParticipant[], filter: RosterFilter): ClubParticipant[] {
  const words = fold(filter.q).split(/\s+/).filter(Boolean);
  return people.filter((p) => {
    if (filter.teamId !== null && !p.teams.some((t) => t.teamId === filter.teamId)) return false;
    if (filter.leader && !p.isLeader) return false;
    if (filter.noRole && p.teams.length > 0) return false;
    const text = fold(`${p.firstName} ${p.lastName}`);
    return words.every((word) => text.includes(word));
  });
}

export type TeamRole = 'none' | 'player' | 'leader';

/** The role a participant has in a team, from the form's list of teams. */
export function roleIn(teams: ParticipantInput['teams'], teamId: number): TeamRole {
  const entry = teams.find((t) => t.teamId === teamId);
  if (!entry) return 'none';
  return entry.isLeader ? 'leader' : 'player';
}

/** The form's list of teams with one team's role set (none removes it), in the page's team order. */
export function withRole(
  teams: ParticipantInput['teams'],
  teamId: number,
  role: TeamRole,
  order: readonly number[],
): ParticipantInput['teams'] {
  const others = teams.filter((t) => t.teamId !== teamId);
  const next = role === 'none' ? others : [...others, { teamId, isLeader: role === 'leader' }];
  return next.sort((a, b) => order.indexOf(a.teamId) - order.indexOf(b.teamId));
}

/**
 * What the tournament's rules refuse in the form's current values: the same check the server makes
 * before saving, run in the browser for instant feedback.
 */
export function participantProblems(
  roster: ClubRoster,
  participantId: number | null,
  values: Pick<ParticipantInput, 'firstName' | 'lastName' | 'birthDate' | 'gender' | 'teams'>,
): RuleMessage[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate ?? '') || !values.gender) return [];
  const ctx = eligibilityContext(roster.categories, roster.firstTournamentDay, roster.leaderMinAge);
  const data = {
    participants: roster.participants.map((p) => ({ ...p })),
    teams: roster.teams.map((t) => ({ id: t.id, name: t.displayName, teamCategoryId: t.teamCategoryId })),
    assignments: roster.participants.flatMap((p) => p.teams.map((t) => ({ ...t, participantId: p.id }))),
  };
  const person = {
    id: participantId ?? 0,
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    gender: values.gender,
  };
  const result = checkParticipant(data, person, values.teams ?? [], ctx);
  return result.ok ? [] : result.reasons;
}
