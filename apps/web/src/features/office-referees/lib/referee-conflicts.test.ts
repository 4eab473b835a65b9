import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { conflictLines, refereeConflictsOf } from './referee-conflicts';

const names = {
  referee: (id: number) => (id === 7 ? 'Jana Nováková' : `#${id}`),
  match: (id: number) => `match ${id + 1000}`,
};

describe('conflictLines', () => {
  it('names the referee and the match he is already on, not the edited one', () => {
    const lines = conflictLines([{ rule: 'overlap', refereeId: 7, matchIds: [5, 9] }], names, 5);
    expect(lines).toEqual([
      { key: 'refereeAssignment.rule.overlap', values: { referee: 'Jana Nováková', matches: 'match 1009', count: 1 } },
    ]);
  });

  it('names the edited match when the rule concerns it alone', () => {
    const [line] = conflictLines([{ rule: 'own_country', refereeId: 7, matchIds: [5] }], names, 5);
    expect(line?.values.matches).toBe('match 1005');
    expect(line?.key).toBe('refereeAssignment.rule.own_country');
  });

  it('lists every clashing match once and drops repeated clashes', () => {
    const lines = conflictLines(
      [
        { rule: 'max_per_day', refereeId: 8, matchIds: [5, 1, 2] },
        { rule: 'max_per_day', refereeId: 8, matchIds: [5, 1, 2] },
      ],
      names,
      5,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.values).toEqual({ referee: '#8', matches: 'match 1001, match 1002', count: 2 });
  });

  it('keeps every match when no edited match is given (an apply)', () => {
    const [line] = conflictLines([{ rule: 'overlap', refereeId: 7, matchIds: [5, 9] }], names);
    expect(line?.values.matches).toBe('match 1005, match 1009');
  });
});

describe('refereeConflictsOf', () => {
  it('reads the conflicts of a refused edit', () => {
    const error = new ApiError('setMatchRefereeAssignment', 409, {
      error: 'referee_conflict',
      message: 'x',
      conflicts: [{ rule: 'overlap', refereeId: 7, matchIds: [5, 9] }],
    });
    expect(refereeConflictsOf(error)).toEqual([{ rule: 'overlap', refereeId: 7, matchIds: [5, 9] }]);
  });

  it('is null for other failures', () => {
    expect(refereeConflictsOf(new ApiError('x', 403, { error: 'forbidden', message: 'x' }))).toBeNull();
    expect(refereeConflictsOf(new Error('offline'))).toBeNull();
  });
});
