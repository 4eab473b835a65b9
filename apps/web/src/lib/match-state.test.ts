import { describe, expect, it } from 'vitest';
import { isPlayStage as isLiveStage } from '@tms/domain/match-stages';
import { hasScore, matchPhase } from './match-state';

describe('match state', () => {
  it('is live in the halves and the shoot-out only', () => {
    expect(['1st_half', '2nd_half', 'shootout'].every((code) => isLiveStage(code as never))).toBe(true);
    expect(isLiveStage('not_started')).toBe(false);
    expect(isLiveStage('waiting_for_approval')).toBe(false);
    expect(isLiveStage('finished')).toBe(false);
    expect(isLiveStage(undefined)).toBe(false);
  });

  it('maps stages to phases; a walkover is finished whatever the stage', () => {
    expect(matchPhase('not_started')).toBe('upcoming');
    expect(matchPhase('2nd_half')).toBe('live');
    expect(matchPhase('waiting_for_approval')).toBe('awaiting');
    expect(matchPhase('finished')).toBe('finished');
    expect(matchPhase('not_started', true)).toBe('finished');
  });

  it('has a score once the match started', () => {
    expect(hasScore('not_started')).toBe(false);
    expect(hasScore('1st_half')).toBe(true);
    expect(hasScore('finished')).toBe(true);
    expect(hasScore(null)).toBe(false);
  });
});
