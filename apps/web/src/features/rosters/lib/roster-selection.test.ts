import type { MatchRosterView } from '@tms/domain/contract/match-rosters';
import { describe, expect, it } from 'vitest';
import { checkRows, clashingNumbers, rosterBody, rosterRows } from './roster-selection';

const candidate = (id: number, extra: Partial<MatchRosterView['candidates'][number]> = {}) => ({
  participantId: id,
  firstName: `F${id}`,
  lastName: `L${id}`,
  birthYear: 2012,
  isLeader: false,
  playsUp: false,
  otherGender: false,
  defaultJerseyNumber: id,
  ...extra,
});
const candidates = [
  ...[1, 2, 3, 4, 5, 6].map((id) => candidate(id)),
  candidate(7, { playsUp: true }),
  candidate(20, { isLeader: true, defaultJerseyNumber: 9 }),
];
const limits = { minPlayers: 5, maxPlayers: 16, minLeaders: 1, maxLeaders: 4 };

describe('roster selection', () => {
  it("picks the team's own people with their last numbers before anything was saved", () => {
    const rows = rosterRows({ candidates, entries: null });
    expect(rows.filter((r) => r.selected).map((r) => r.participantId)).toEqual([1, 2, 3, 4, 5, 6, 20]);
    expect(rows.find((r) => r.participantId === 20)?.jerseyNumber).toBeNull();
    expect(checkRows(rows, limits)).toEqual({ ok: true, errors: [], warnings: [] });
  });

  it('starts from the saved roster and sends the picked rows', () => {
    const rows = rosterRows({
      candidates,
      entries: [
        { participantId: 2, jerseyNumber: 12, isLeader: false },
        { participantId: 20, jerseyNumber: null, isLeader: true },
      ],
    });
    expect(rosterBody(rows)).toEqual({
      participants: [
        { participantId: 2, jerseyNumber: 12, isLeader: false },
        { participantId: 20, jerseyNumber: null, isLeader: true },
      ],
    });
    expect(checkRows(rows, limits).errors).toEqual([{ key: 'tooFewPlayers', params: { n: 5 } }]);
  });

  it('gives every player the offered number where clubs may not change numbers', () => {
    const entries = [
      { participantId: 2, jerseyNumber: 12, isLeader: false },
      { participantId: 20, jerseyNumber: null, isLeader: true },
    ];
    const fixed = rosterRows({ candidates, entries, jerseyNumberEdit: false });
    expect(rosterBody(fixed).participants).toEqual([
      { participantId: 2, jerseyNumber: 2, isLeader: false },
      { participantId: 20, jerseyNumber: null, isLeader: true },
    ]);
    expect(
      rosterRows({ candidates, entries, jerseyNumberEdit: true }).find((r) => r.participantId === 2),
    ).toMatchObject({ jerseyNumber: 12 });
  });

  it('checks by the shared rules: no players, clashing numbers, players playing up', () => {
    const none = rosterRows({ candidates, entries: [{ participantId: 20, jerseyNumber: null, isLeader: true }] });
    expect(checkRows(none, limits).errors.map((e) => e.key)).toEqual(['noPlayers']);
    const rows = rosterRows({ candidates, entries: null }).map((r) =>
      r.participantId === 7 ? { ...r, selected: true, jerseyNumber: 3 } : r,
    );
    expect(checkRows(rows, limits).errors.map((e) => e.key)).toEqual(['duplicatedJerseyNumber']);
    expect([...clashingNumbers(rows)]).toEqual([3]);
    const fixed = rows.map((r) => (r.participantId === 7 ? { ...r, jerseyNumber: 33 } : r));
    expect(checkRows(fixed, limits).ok).toBe(true);
    expect(clashingNumbers(fixed).size).toBe(0);
  });

  it('refuses more players of the other gender than the category allows (WE: three boys)', () => {
    const boys = [31, 32, 33, 34].map((id) => candidate(id, { playsUp: true, otherGender: true }));
    const rows = rosterRows({ candidates: [...candidates, ...boys], entries: null });
    // Boys from outside the team are offered, not picked.
    expect(rows.filter((r) => r.otherGender).every((r) => !r.selected)).toBe(true);
    const pick = (ids: number[]) => rows.map((r) => (ids.includes(r.participantId) ? { ...r, selected: true } : r));
    const we = { max: 3, team: 'Girls', category: 'WE' };
    expect(checkRows(pick([31, 32, 33]), limits, we).ok).toBe(true);
    expect(checkRows(pick([31, 32, 33, 34]), limits, we).errors).toEqual([
      expect.objectContaining({ key: 'tooManyOtherGender', params: expect.objectContaining({ max: 3, count: 4 }) }),
    ]);
  });
});
