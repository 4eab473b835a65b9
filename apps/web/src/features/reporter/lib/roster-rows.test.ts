import type { MatchParticipant } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import type { RosterCandidate } from '../api/get-roster-candidates';
import { checkRosterRows, duplicatedNumbers, rosterForm, rosterRowPath, rosterRows } from './roster-rows';

const candidate = (
  participantId: number,
  jerseyNumber: number | null,
  isLeader = false,
  otherGender = false,
): RosterCandidate => ({
  teamId: 1,
  participantId,
  firstName: 'A',
  lastName: `P${participantId}`,
  birthYear: 2010,
  isLeader,
  jerseyNumber,
  otherGender,
});

const onRoster = (participantId: number, jerseyNumber: number | null): MatchParticipant => ({
  id: participantId + 1000,
  matchId: 1,
  teamId: 1,
  participantId,
  firstName: 'A',
  lastName: `P${participantId}`,
  birthYear: 2010,
  jerseyNumber,
  isLeader: false,
});

describe('checkRosterRows', () => {
  // A WE team: six girls, four boys of the same age (the other gender), one leader.
  const girls = [1, 2, 3, 4, 5, 6].map((id) => candidate(id, id));
  const boys = [7, 8, 9, 10].map((id) => candidate(id, id, false, true));
  const candidates = [...girls, ...boys, candidate(20, null, true)];
  const limits = { minPlayers: 5, maxPlayers: 16, minLeaders: 1, maxLeaders: 4 };
  const rule = { max: 3, team: 'DHK Otrokovice I', category: 'WE' };
  const ticked = (boyCount: number) =>
    rosterRows(candidates, []).map((row) => ({
      ...row,
      selected: !row.otherGender || row.participantId < 7 + boyCount,
    }));

  it('marks the boys of a WE team as the other gender', () => {
    const rows = rosterRows(candidates, []);
    expect(rows.filter((row) => row.otherGender).map((row) => row.participantId)).toEqual([7, 8, 9, 10]);
  });

  it('refuses a fourth boy on a WE roster and takes three', () => {
    const four = checkRosterRows(ticked(4), candidates, limits, rule);
    expect(four.ok).toBe(false);
    expect(four.errors).toContainEqual(
      expect.objectContaining({ key: 'tooManyOtherGender', params: expect.objectContaining({ max: 3, count: 4 }) }),
    );
    expect(checkRosterRows(ticked(3), candidates, limits, rule)).toMatchObject({ ok: true, errors: [] });
  });
});

describe('rosterRows', () => {
  it('ticks who is on the roster, with the match number over the club number', () => {
    const rows = rosterRows([candidate(1, 5), candidate(2, 7), candidate(3, null, true)], [onRoster(2, 11)]);
    expect(rows.map((row) => [row.participantId, row.selected, row.jerseyNumber])).toEqual([
      [1, false, 5],
      [2, true, 11],
      [3, false, null],
    ]);
  });

  it('keeps someone on the roster who is no longer a candidate', () => {
    const rows = rosterRows([candidate(1, 5)], [onRoster(9, 3)]);
    expect(rows.find((row) => row.participantId === 9)).toMatchObject({ selected: true, jerseyNumber: 3 });
  });
});

describe('duplicatedNumbers', () => {
  it('lists numbers used twice, ignoring empty ones', () => {
    expect(
      duplicatedNumbers([
        { jerseyNumber: 7 },
        { jerseyNumber: 3 },
        { jerseyNumber: 7 },
        { jerseyNumber: null },
        { jerseyNumber: null },
      ]),
    ).toEqual([7]);
  });
});

describe('roster form', () => {
  const row = (participantId: number, selected: boolean, jerseyNumber: number | null = participantId) => ({
    participantId,
    firstName: 'A',
    lastName: `P${participantId}`,
    birthYear: 2010,
    isLeader: false,
    otherGender: false,
    selected,
    jerseyNumber,
  });

  it('sends the ticked rows', () => {
    expect(rosterForm.parse({ rows: [row(1, true), row(2, false), row(3, true, null)] })).toEqual({
      participants: [
        { participantId: 1, jerseyNumber: 1, isLeader: false },
        { participantId: 3, jerseyNumber: null, isLeader: false },
      ],
    });
  });

  it("puts the server's participant paths on the rows they came from", () => {
    const rows = [row(1, false), row(2, true), row(3, false), row(4, true)];
    expect(rosterRowPath(rows, 'participants.1.jerseyNumber')).toBe('rows.3.jerseyNumber');
    expect(rosterRowPath(rows, 'participants.0')).toBe('rows.1');
    expect(rosterRowPath(rows, 'participants.2')).toBeNull();
    expect(rosterRowPath(rows, 'participants')).toBeNull();
  });
});
