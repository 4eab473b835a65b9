import type { ClubParticipant, ClubRoster } from '@tms/domain/contract/club-roster';
import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterParticipants, participantProblems, roleIn, withRole } from './club-roster';
import { clubRoles, filterClubUsers, removesAll } from './club-users';

const person = (id: number, firstName: string, teams: ClubParticipant['teams']): ClubParticipant => ({
  id,
  firstName,
  lastName: 'Dvořák',
  birthDate: '2012-05-05',
  birthYear: 2012,
  gender: 'male',
  jerseyNumberFromLastMatch: null,
  isLeader: teams.some((t) => t.isLeader),
  teams,
  links: [],
});
const PEOPLE = [
  person(1, 'Jan', [{ teamId: 10, isLeader: false }]),
  person(2, 'Petr', [{ teamId: 11, isLeader: true }]),
  person(3, 'Šimon', []),
];

describe('roster filters', () => {
  it('search names without diacritics and filter by team, leaders and no role', () => {
    expect(filterParticipants(PEOPLE, { ...NO_FILTER, q: 'simon dvorak' }).map((p) => p.id)).toEqual([3]);
    expect(filterParticipants(PEOPLE, { ...NO_FILTER, teamId: 10 }).map((p) => p.id)).toEqual([1]);
    expect(filterParticipants(PEOPLE, { ...NO_FILTER, leader: true }).map((p) => p.id)).toEqual([2]);
    expect(filterParticipants(PEOPLE, { ...NO_FILTER, noRole: true }).map((p) => p.id)).toEqual([3]);
    expect(filterParticipants(PEOPLE, NO_FILTER)).toHaveLength(3);
  });
});

describe('team roles in the form', () => {
  it('set, change and remove one team’s role in the page’s team order', () => {
    const order = [12, 10, 11];
    let teams = withRole([], 11, 'player', order);
    teams = withRole(teams, 12, 'leader', order);
    expect(teams).toEqual([
      { teamId: 12, isLeader: true },
      { teamId: 11, isLeader: false },
    ]);
    expect(roleIn(teams, 12)).toBe('leader');
    expect(roleIn(teams, 10)).toBe('none');
    expect(withRole(teams, 12, 'none', order)).toEqual([{ teamId: 11, isLeader: false }]);
  });
});

describe('instant eligibility feedback', () => {
  const roster: ClubRoster = {
    club: { id: 1, name: 'Club' },
    participants: [],
    teams: [{ id: 10, displayName: 'Club MD', teamCategoryId: 2, teamCategoryCode: 'MD', editable: true }],
    categories: [
      { id: 1, code: 'MC', gender: 'male', birthDateMin: '2010-01-01', birthDateMax: '2011-12-31', otherGenderMax: 0 },
      { id: 2, code: 'MD', gender: 'male', birthDateMin: '2012-01-01', birthDateMax: '2013-12-31', otherGenderMax: 3 },
      { id: 3, code: 'ME', gender: 'male', birthDateMin: '2014-01-01', birthDateMax: null, otherGenderMax: 3 },
    ],
    firstTournamentDay: '2025-04-18',
    leaderMinAge: 18,
    rosterEditableUntil: null,
    editable: true,
    links: [],
  };
  const values = { firstName: 'Old', lastName: 'Boy', gender: 'male' as const };

  it('names the rule a player or leader breaks, and nothing for an eligible one', () => {
    const old = participantProblems(roster, null, {
      ...values,
      birthDate: '2010-01-01',
      teams: [{ teamId: 10, isLeader: false }],
    });
    expect(old.map((r) => r.key)).toEqual(['playerTooOld']);
    expect(old[0].params).toMatchObject({ participant: 'Old Boy', team: 'Club MD' });
    const leader = participantProblems(roster, null, {
      ...values,
      birthDate: '2010-01-01',
      teams: [{ teamId: 10, isLeader: true }],
    });
    expect(leader.map((r) => r.key)).toEqual(['leaderTooYoung']);
    const fine = participantProblems(roster, null, {
      ...values,
      birthDate: '2014-01-01',
      teams: [{ teamId: 10, isLeader: false }],
    });
    expect(fine).toEqual([]);
    expect(participantProblems(roster, null, { ...values, birthDate: '', teams: [] })).toEqual([]);
  });
});

describe('club users', () => {
  const user = (id: number, isClubAdmin: boolean, teamIds: number[], firstName = 'Eva') => ({
    id,
    firstName,
    lastName: 'Malá',
    email: `u${id}@example.com`,
    phone: null,
    roles: ['ROLE_USER'],
    isClubAdmin,
    teamIds,
    links: [],
  });
  const USERS = [user(1, true, []), user(2, false, [5], 'Karel'), user(3, true, [5])];

  it('filter by role and search, and name the roles', () => {
    expect(filterClubUsers(USERS, { q: '', role: 'clubAdmin' }).map((u) => u.id)).toEqual([1, 3]);
    expect(filterClubUsers(USERS, { q: '', role: 'teamAdmin' }).map((u) => u.id)).toEqual([2, 3]);
    expect(filterClubUsers(USERS, { q: 'karel mala', role: 'all' }).map((u) => u.id)).toEqual([2]);
    expect(filterClubUsers(USERS, { q: 'u3@', role: 'all' }).map((u) => u.id)).toEqual([3]);
    expect(clubRoles(USERS[2])).toEqual(['clubAdmin', 'teamAdmin']);
    expect(removesAll({ isClubAdmin: false, teamIds: [] })).toBe(true);
    expect(removesAll({ isClubAdmin: false, teamIds: [5] })).toBe(false);
  });
});
