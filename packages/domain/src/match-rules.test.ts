import { describe, expect, it } from 'vitest';
import { MATCH_STAGE_CODES, type MatchStageCode } from './constants';
import { eventTimeWithinMatch, eventTypeAllowedInStage, isScoringEvent } from './match-events';
import { canChangeStage, canReopenStage, isLockedStage, isPlayStage, reopenTarget } from './match-stages';
import { hasAnyRole, inRoleGroup, ROLE_BY_NAME, ROLES } from './roles';

describe('match stages', () => {
  it('splits the stages into play, locked and not started', () => {
    expect(MATCH_STAGE_CODES.filter(isPlayStage)).toEqual(['1st_half', '2nd_half', 'shootout']);
    expect(MATCH_STAGE_CODES.filter(isLockedStage)).toEqual(['waiting_for_approval', 'finished']);
    expect(isPlayStage(null)).toBe(false);
  });

  it('approves only from waiting, never leaves finished, never reaches finished otherwise', () => {
    const allowed = (from: MatchStageCode) => MATCH_STAGE_CODES.filter((to) => canChangeStage(from, to));
    expect(allowed('waiting_for_approval')).toEqual(['finished']);
    expect(allowed('finished')).toEqual([]);
    expect(allowed('1st_half')).not.toContain('finished');
    expect(allowed('not_started')).toContain('waiting_for_approval');
  });

  it('reopens only locked matches, to where play stopped', () => {
    expect(canReopenStage('finished')).toBe(true);
    expect(canReopenStage('2nd_half')).toBe(false);
    const none = new Set<MatchStageCode>();
    expect(
      reopenTarget({ playedStageCodes: new Set(['1st_half', 'shootout']), walkOver: false, scoreEntered: false }),
    ).toBe('shootout');
    expect(reopenTarget({ playedStageCodes: new Set(['1st_half']), walkOver: true, scoreEntered: false })).toBe(
      '2nd_half',
    );
    expect(reopenTarget({ playedStageCodes: none, walkOver: true, scoreEntered: false })).toBe('not_started');
    expect(reopenTarget({ playedStageCodes: none, walkOver: false, scoreEntered: true })).toBe('not_started');
    expect(reopenTarget({ playedStageCodes: none, walkOver: false, scoreEntered: false })).toBe('2nd_half');
  });
});

describe('match events', () => {
  it('scores with goals and shoot-out goals only', () => {
    expect(isScoringEvent('goal')).toBe(true);
    expect(isScoringEvent('shootout-goal')).toBe(true);
    expect(isScoringEvent('two-minutes')).toBe(false);
  });

  it('allows shoot-out goals in the shoot-out only and goals outside it', () => {
    expect(eventTypeAllowedInStage('shootout-goal', 'shootout')).toBe(true);
    expect(eventTypeAllowedInStage('shootout-goal', '2nd_half')).toBe(false);
    expect(eventTypeAllowedInStage('goal', 'shootout')).toBe(false);
    expect(eventTypeAllowedInStage('goal', '1st_half')).toBe(true);
    expect(eventTypeAllowedInStage('yellow-card', 'shootout')).toBe(true);
  });

  it('keeps event times within the match length outside the shoot-out', () => {
    expect(eventTimeWithinMatch({ minute: 30, second: 0 }, 30, '2nd_half')).toBe(true);
    expect(eventTimeWithinMatch({ minute: 30, second: 1 }, 30, '2nd_half')).toBe(false);
    expect(eventTimeWithinMatch({ minute: 45, second: 0 }, 30, 'shootout')).toBe(true);
  });
});

describe('roles', () => {
  it('names every role once', () => {
    expect(new Set(Object.values(ROLE_BY_NAME))).toEqual(new Set(ROLES));
  });

  it('passes a check when any listed role is held', () => {
    expect(hasAnyRole(['ROLE_USER', 'ROLE_ADMIN'], ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])).toBe(true);
    expect(hasAnyRole(['ROLE_USER'], ['ROLE_ADMIN'])).toBe(false);
    expect(hasAnyRole(null, ['ROLE_ADMIN'])).toBe(false);
    expect(inRoleGroup(['ROLE_ADMIN'], 'reporters')).toBe(true);
    expect(inRoleGroup(['ROLE_COMPETITION_REPORTER'], 'allHalls')).toBe(false);
  });
});
