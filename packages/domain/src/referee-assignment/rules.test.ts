import { describe, expect, it } from 'vitest';
import { planRefereeAssignments, refereeLoadFigures } from './assigner';
import {
  type AssignableMatch,
  type AssignableReferee,
  DEFAULT_REFEREE_RULES,
  canTake,
  clockMinutes,
  colleaguePairs,
  findConflicts,
  refereeClashes,
} from './rules';

const DAY = '2025-04-18';
let nextId = 1;
function match(time: string, extra: Partial<AssignableMatch> = {}): AssignableMatch {
  const start = clockMinutes(extra.day ?? DAY, time);
  return {
    id: nextId++,
    day: DAY,
    start,
    end: start + 30,
    placeId: 1,
    countryIds: [10, 11],
    late: false,
    priority: 0,
    wantedRank: 1,
    needed: 2,
    ...extra,
  };
}
function referee(id: number, extra: Partial<AssignableReferee> = {}): AssignableReferee {
  return {
    id,
    countryId: 99,
    colleagueId: null,
    rank: 1,
    arrivalDate: null,
    departureDate: null,
    unavailable: [],
    halls: new Map(),
    ...extra,
  };
}
const rules = DEFAULT_REFEREE_RULES;

describe('referee hard rules', () => {
  it('keeps the buffer before and after a match', () => {
    const a = match('10:00');
    // Ends 10:30; 10:35 is inside the 10-minute buffer, 10:40 is not.
    expect(refereeClashes(referee(1), match('10:35'), [a], rules).map((c) => c.rule)).toEqual(['overlap']);
    expect(canTake(referee(1), match('10:40'), [a], rules)).toBe(true);
    expect(canTake(referee(1), match('09:25'), [a], rules)).toBe(false);
  });

  it('keeps a referee within his days and outside the periods marked unavailable', () => {
    const m = match('10:00');
    expect(canTake(referee(1, { arrivalDate: '2025-04-19' }), m, [], rules)).toBe(false);
    expect(canTake(referee(1, { departureDate: '2025-04-17' }), m, [], rules)).toBe(false);
    const away = referee(1, { unavailable: [{ start: clockMinutes(DAY, '09:00'), end: clockMinutes(DAY, '10:15') }] });
    expect(refereeClashes(away, m, [], rules).map((c) => c.rule)).toEqual(['availability']);
    expect(canTake(away, match('10:20'), [], rules)).toBe(true);
  });

  it('allows at most the matches per day and in a row', () => {
    const spaced = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'].map((t) => match(t));
    expect(canTake(referee(1), match('14:00'), spaced, rules)).toBe(false);
    expect(refereeClashes(referee(1), match('14:00'), spaced, rules)[0]?.rule).toBe('max_per_day');
    expect(canTake(referee(1), match('14:00'), spaced.slice(0, 5), rules)).toBe(true);
    // 40-minute slots: a 10-minute gap is no break, so the fourth in a row is refused.
    const row = ['08:00', '08:40', '09:20'].map((t) => match(t));
    expect(canTake(referee(1), match('10:00'), row, rules)).toBe(false);
    expect(refereeClashes(referee(1), match('10:00'), row, rules).map((c) => c.rule)).toEqual(['max_in_a_row']);
    expect(canTake(referee(1), match('10:30'), row, rules)).toBe(true);
    // Filling the gap between two runs makes one long run too.
    const split = ['08:00', '08:40', '10:00', '10:40'].map((t) => match(t));
    expect(canTake(referee(1), match('09:20'), split, rules)).toBe(false);
  });

  it("keeps referees off their own country's teams as configured", () => {
    const group = match('10:00', { countryIds: [99, 5] });
    const final = match('12:00', { countryIds: [99, 5], late: true });
    const home = referee(1);
    expect(canTake(home, group, [], rules)).toBe(true);
    expect(canTake(home, final, [], rules)).toBe(false);
    expect(canTake(home, group, [], { ...rules, ownCountry: 'always' })).toBe(false);
    expect(canTake(home, final, [], { ...rules, ownCountry: 'never' })).toBe(true);
  });

  it('finds a split colleague pair unless the colleague is away, and names the clashing match', () => {
    const a = match('10:00');
    const b = match('10:20');
    const matches = new Map([a, b].map((m) => [m.id, m]));
    const referees = new Map([
      [1, referee(1, { colleagueId: 2 })],
      [2, referee(2, { colleagueId: 1 })],
      [3, referee(3)],
    ]);
    const split = findConflicts(new Map([[a.id, [1, 3]]]), matches, referees, rules);
    expect(split).toEqual([{ rule: 'colleague_pair', refereeId: 1, matchIds: [a.id] }]);
    const away = new Map(referees).set(2, referee(2, { colleagueId: 1, arrivalDate: '2025-04-20' }));
    expect(findConflicts(new Map([[a.id, [1, 3]]]), matches, away, rules)).toEqual([]);
    const clash = findConflicts(
      new Map([
        [a.id, [3]],
        [b.id, [3]],
      ]),
      matches,
      referees,
      rules,
      [b.id],
    );
    expect(clash).toEqual([{ rule: 'overlap', refereeId: 3, matchIds: [b.id, a.id] }]);
    expect(findConflicts(new Map([[a.id, [3, 3]]]), matches, referees, rules)[0]?.rule).toBe('invalid_referee');
    expect(findConflicts(new Map([[a.id, [42]]]), matches, referees, rules)[0]?.rule).toBe('invalid_referee');
  });

  it('pairs only referees who named each other', () => {
    const pairs = colleaguePairs([
      { id: 1, colleagueRefereeId: 2 },
      { id: 2, colleagueRefereeId: 1 },
      { id: 3, colleagueRefereeId: 1 },
    ]);
    expect([...pairs]).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('the assigner', () => {
  it('fills every match it can without breaking a rule, keeps pairs and locked referees', () => {
    const day = ['08:00', '08:40', '09:20', '10:00', '10:40', '11:20', '12:00', '12:40'];
    const matches = [1, 2, 3].flatMap((placeId) => day.map((t) => match(t, { placeId, countryIds: [placeId] })));
    const referees = Array.from({ length: 12 }, (_, i) =>
      referee(i + 1, { countryId: (i % 3) + 1, colleagueId: i === 0 ? 2 : i === 1 ? 1 : null }),
    );
    const all = new Map(matches.map((m) => [m.id, m]));
    const kept = new Map([[matches[0]!.id, [5, 6]]]);
    const plan = planRefereeAssignments({
      matches,
      allMatches: all,
      referees,
      kept,
      rules: { ...rules, ownCountry: 'always' },
    });
    const byId = new Map(referees.map((r) => [r.id, r]));
    expect(findConflicts(plan.assignments, all, byId, { ...rules, ownCountry: 'always' })).toEqual([]);
    expect(plan.assignments.get(matches[0]!.id)).toEqual([5, 6]);
    for (const ids of plan.assignments.values()) {
      expect(ids.includes(1)).toBe(ids.includes(2));
    }
    const load = refereeLoadFigures(plan.assignments, all, byId);
    expect(load.filledPositions + plan.unassigned.length).toBeGreaterThanOrEqual(load.totalPositions / 2);
    expect(load.totalPositions).toBe(48);
    expect(load.max).toBeLessThanOrEqual(6);
  });

  it('lists what supply cannot cover as capacity', () => {
    const matches = [match('10:00'), match('10:00', { placeId: 2 })];
    const plan = planRefereeAssignments({
      matches,
      allMatches: new Map(matches.map((m) => [m.id, m])),
      referees: [referee(1), referee(2), referee(3)],
      kept: new Map(),
      rules,
    });
    expect(plan.unassigned).toEqual([{ matchId: matches[1]!.id, reason: 'capacity' }]);
    expect(plan.assignments.get(matches[1]!.id)).toEqual([3]);
  });

  it('gives a one-referee match one referee, and lets either of a pair stand alone on it', () => {
    const single = match('10:00', { needed: 1 });
    const double = match('10:00', { placeId: 2 });
    const matches = [single, double];
    const all = new Map(matches.map((m) => [m.id, m]));
    const referees = [referee(1, { colleagueId: 2 }), referee(2, { colleagueId: 1 }), referee(3)];
    const plan = planRefereeAssignments({ matches, allMatches: all, referees, kept: new Map(), rules });
    // Three referees cover both matches only because one of them needs a single referee.
    expect(plan.unassigned).toEqual([]);
    expect(plan.assignments.get(single.id)).toHaveLength(1);
    expect(plan.assignments.get(double.id)).toHaveLength(2);
    const byId = new Map(referees.map((r) => [r.id, r]));
    expect(findConflicts(new Map([[single.id, [1]]]), all, byId, rules)).toEqual([]);
    expect(findConflicts(new Map([[double.id, [1, 3]]]), all, byId, rules)[0]?.rule).toBe('colleague_pair');
    const load = refereeLoadFigures(plan.assignments, all, byId);
    expect([load.filledPositions, load.totalPositions]).toEqual([3, 3]);
  });
});
