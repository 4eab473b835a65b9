import type { MatchParticipant } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import type { RosterCandidate } from '../api/get-roster-candidates';
import { duplicatedNumbers, rosterRows } from './roster-rows';

const candidate = (participantId: number, jerseyNumber: number | null, isLeader = false): RosterCandidate => ({
  teamId: 1,
  participantId,
  firstName: 'A',
  lastName: `P${participantId}`,
  birthYear: 2010,
  isLeader,
  jerseyNumber,
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
