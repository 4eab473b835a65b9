import { describe, expect, it } from 'vitest';
import { defaultEventType, eventFormSchema, isScoring, typeAllowedInStage } from './event-form';

const types = [
  { id: 1, code: 'goal' as const },
  { id: 2, code: 'shootout-goal' as const },
  { id: 3, code: 'yellow-card' as const },
  { id: 4, code: 'two-minutes' as const },
];

describe('defaultEventType', () => {
  it('takes the configured position, 0 by default', () => {
    expect(defaultEventType(types, null, '1st_half')?.id).toBe(1);
    expect(defaultEventType(types, '2', '1st_half')?.id).toBe(3);
  });

  it('falls back to position 0 for a broken or out-of-range configuration', () => {
    expect(defaultEventType(types, 'x', '1st_half')?.id).toBe(1);
    expect(defaultEventType(types, '17', '1st_half')?.id).toBe(1);
    expect(defaultEventType(types, '-1', '1st_half')?.id).toBe(1);
  });

  it('picks the first type the stage allows when the configured one is not possible', () => {
    expect(defaultEventType(types, '0', 'shootout')?.id).toBe(2);
    expect(defaultEventType(types, '1', '2nd_half')?.id).toBe(1);
  });
});

describe('event type rules', () => {
  it('allows goals outside the shoot-out and shoot-out goals only in it', () => {
    expect(typeAllowedInStage(types[0], '1st_half')).toBe(true);
    expect(typeAllowedInStage(types[0], 'shootout')).toBe(false);
    expect(typeAllowedInStage(types[1], '2nd_half')).toBe(false);
    expect(typeAllowedInStage(types[1], 'shootout')).toBe(true);
    expect(typeAllowedInStage(types[2], 'shootout')).toBe(true);
  });

  it('counts goals and shoot-out goals as scoring', () => {
    expect(types.map(isScoring)).toEqual([true, true, false, false]);
    expect(isScoring(undefined)).toBe(false);
  });
});

describe('eventFormSchema', () => {
  const valid = {
    typeId: 1,
    team: 'home',
    participantId: 5,
    secondaryId: null,
    sevenMeter: false,
    minute: 12,
    second: 30,
  };

  it('accepts a complete event', () => {
    expect(eventFormSchema(30, false).safeParse(valid).success).toBe(true);
  });

  it('requires a player', () => {
    const result = eventFormSchema(30, false).safeParse({ ...valid, participantId: null });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['playerRequired']);
  });

  it('keeps the time within the match length, except in the shoot-out', () => {
    const late = { ...valid, minute: 30, second: 1 };
    expect(eventFormSchema(30, false).safeParse(late).error?.issues[0].message).toBe('timeTooLate');
    expect(eventFormSchema(30, true).safeParse(late).success).toBe(true);
    expect(eventFormSchema(30, false).safeParse({ ...valid, minute: 30, second: 0 }).success).toBe(true);
  });

  it('rejects seconds over 59 and negative minutes', () => {
    expect(eventFormSchema(30, false).safeParse({ ...valid, second: 60 }).error?.issues[0].message).toBe('secondRange');
    expect(eventFormSchema(30, false).safeParse({ ...valid, minute: -1 }).error?.issues[0].message).toBe('minuteRange');
  });
});
