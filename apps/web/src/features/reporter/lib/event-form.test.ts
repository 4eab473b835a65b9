import { fieldMessageFromIssue } from '@tms/domain/errors';
import { eventTypeAllowedInStage, isScoringEvent } from '@tms/domain/match-events';
import type { MatchStageCode } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import { defaultEventType, eventFormSchema } from './event-form';

// The event type rules are the domain's; these cases check the form offers what they allow.
const typeAllowedInStage = (type: { code: string }, stage: MatchStageCode) => eventTypeAllowedInStage(type.code, stage);
const isScoring = (type: { code: string } | undefined) => isScoringEvent(type?.code);

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

  /** The field messages (as the form shows them) of the values' problems, by field. */
  const messages = (values: Record<string, unknown>, shootout = false) =>
    eventFormSchema(30, shootout)
      .safeParse(values, { reportInput: true })
      .error?.issues.map((issue) => [issue.path.join('.'), fieldMessageFromIssue(issue)]);

  it('requires a player', () => {
    expect(messages({ ...valid, participantId: null })).toEqual([['participantId', { key: 'required' }]]);
  });

  it('keeps the time within the match length, except in the shoot-out', () => {
    const late = { ...valid, minute: 30, second: 1 };
    expect(messages(late)).toEqual([['minute', { key: 'max', params: { max: 30 } }]]);
    expect(eventFormSchema(30, true).safeParse(late).success).toBe(true);
    expect(eventFormSchema(30, false).safeParse({ ...valid, minute: 30, second: 0 }).success).toBe(true);
  });

  it('rejects seconds over 59 and negative minutes', () => {
    expect(messages({ ...valid, second: 60 })).toEqual([['second', { key: 'max', params: { max: 59 } }]]);
    expect(messages({ ...valid, minute: -1 })).toEqual([['minute', { key: 'min', params: { min: 0 } }]]);
  });
});
