import { describe, expect, it } from 'vitest';
import { usageMessage, usagesOf } from './usage';

describe('usages of a record', () => {
  it('keeps the kinds with a count, in a fixed order', () => {
    expect(usagesOf({ refereeHalls: 3, matches: 52, teams: 0 })).toEqual([
      { kind: 'matches', count: 52 },
      { kind: 'refereeHalls', count: 3 },
    ]);
    expect(usagesOf({})).toEqual([]);
  });

  it('words them in English with singular and plural', () => {
    expect(usageMessage('hall H07', [{ kind: 'matches', count: 52 }])).toBe('hall H07 hosts 52 matches');
    expect(
      usageMessage('hall H07', [
        { kind: 'matches', count: 1 },
        { kind: 'refereeHalls', count: 2 },
        { kind: 'teams', count: 1 },
      ]),
    ).toBe('hall H07 hosts 1 match, has 2 referee days and is used by 1 team');
  });
});
