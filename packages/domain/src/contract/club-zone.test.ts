import { describe, expect, it } from 'vitest';
import { fieldMessageFromIssue } from '../errors';
import { participantInput } from './club-roster';
import { clubUserCreateInput, clubUserUpdateInput } from './club-users';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
const firstIssue = (result: Parsed) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: fieldMessageFromIssue(issue as never) }));

describe('club users', () => {
  it('need at least one permission', () => {
    const refused = clubUserCreateInput.safeParse(
      { email: 'coach@example.com', isClubAdmin: false, teamIds: [] },
      { reportInput: true },
    );
    expect(firstIssue(refused)).toEqual([{ path: 'permissions', message: { key: 'permissionRequired' } }]);
    expect(clubUserUpdateInput.safeParse({ isClubAdmin: false, teamIds: [3] }).success).toBe(true);
    expect(clubUserUpdateInput.safeParse({ isClubAdmin: true, teamIds: [] }).success).toBe(true);
  });

  it('read the e-mail lower-cased and the phone in international form', () => {
    const parsed = clubUserCreateInput.parse({
      email: ' Coach@Example.com ',
      phone: '+420601123456',
      isClubAdmin: true,
      teamIds: [],
    });
    expect(parsed).toMatchObject({ email: 'coach@example.com', phone: '+420 601 123 456', firstName: null });
    const bad = clubUserCreateInput.safeParse(
      { email: 'a@b.cz', phone: '12', isClubAdmin: true, teamIds: [] },
      { reportInput: true },
    );
    expect(firstIssue(bad)).toEqual([{ path: 'phone', message: { key: 'phoneInvalid' } }]);
  });
});

describe('participants', () => {
  const valid = { firstName: 'Eva', lastName: 'Nová', birthDate: '2012-03-04', gender: 'female', teams: [] };

  it('need names, a real birth date and a gender', () => {
    expect(participantInput.safeParse(valid).success).toBe(true);
    expect(participantInput.safeParse({ ...valid, birthDate: '2012-02-30' }).success).toBe(false);
    expect(participantInput.safeParse({ ...valid, gender: 'x' }).success).toBe(false);
    expect(participantInput.safeParse({ ...valid, firstName: ' ' }).success).toBe(false);
  });

  it('name each team once', () => {
    const twice = participantInput.safeParse(
      {
        ...valid,
        teams: [
          { teamId: 1, isLeader: false },
          { teamId: 1, isLeader: true },
        ],
      },
      { reportInput: true },
    );
    expect(firstIssue(twice)).toEqual([{ path: 'teams.1.teamId', message: { key: 'duplicate' } }]);
  });
});
