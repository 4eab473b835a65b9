import { describe, expect, it } from 'vitest';
import { matchEventInput } from './contract/reporting';
import type { MatchDetail, MatchEvent } from './contract/competition';
import type { MatchEventBatchResult, MatchEventWrite } from './contract/reporting';
import { applyMatchEventBatch, applyMatchEventWrite, eventClientId, legacyClientId } from './match-event-write';

const event = (
  id: number,
  minute: number,
  stage: MatchEvent['competitionMatchStageCode'] = '1st_half',
): MatchEvent => ({
  id,
  minute,
  second: 0,
  createdTimestamp: 1_745_000_000_000 + id,
  clientId: null,
  competitionEventTypeId: 1,
  competitionMatchParticipantId: 5,
  competitionMatchStageId: stage === '1st_half' ? 2 : 3,
  competitionMatchStageCode: stage,
  secondaryParticipantId: null,
  sevenMeterThrow: false,
});

const match = (homeScore: number) => ({ id: 9, homeScore, awayScore: 0 }) as MatchDetail['match'];

const detail = (events: MatchEvent[]): MatchDetail => ({
  events,
  match: match(events.length),
  meta: { serverTime: '2026-07-01T10:00:00.000Z', stageCode: '1st_half' },
  clock: null,
  referees: [],
  roster: [{ id: 5 } as MatchDetail['roster'][number]],
  links: [],
});

const answer = (patch: Partial<MatchEventWrite>): MatchEventWrite => ({
  event: null,
  removedEventId: null,
  match: match(3),
  meta: { serverTime: '2026-07-01T10:00:05.000Z', stageCode: '2nd_half' },
  links: [{ operationId: 'createMatchEvent', method: 'POST', href: '/x' }],
  ...patch,
});

describe('legacyClientId', () => {
  it('is a valid key, the same for the same time and different for different times', () => {
    const key = legacyClientId(1_745_000_000_123);
    expect(matchEventInput.shape.clientId.safeParse(key).success).toBe(true);
    expect(legacyClientId(1_745_000_000_123)).toBe(key);
    expect(legacyClientId(1_745_000_000_124)).not.toBe(key);
    expect(legacyClientId(2 ** 53 - 1)).not.toBe(legacyClientId(2 ** 53 - 2));
  });

  it('is used only for events without a key of their own', () => {
    const own = '6f1c2a7e-3b4d-4c5e-8f90-a1b2c3d4e5f6';
    expect(eventClientId({ clientId: own, createdTimestamp: 1 })).toBe(own);
    expect(eventClientId({ clientId: null, createdTimestamp: 1 })).toBe(legacyClientId(1));
    expect(eventClientId({ createdTimestamp: 1 })).toBe(legacyClientId(1));
  });
});

describe('applyMatchEventWrite', () => {
  it('adds a new event in the detail order and takes the summary, stage and links', () => {
    const before = detail([event(1, 2), event(2, 10)]);
    const after = applyMatchEventWrite(before, answer({ event: event(3, 5) }));
    expect(after.events.map((e) => e.id)).toEqual([1, 3, 2]);
    expect(after.match.homeScore).toBe(3);
    expect(after.meta.stageCode).toBe('2nd_half');
    expect(after.links).toHaveLength(1);
    expect(after.roster).toBe(before.roster);
    expect(before.events).toHaveLength(2);
  });

  it('replaces a changed event, also when it moves to another stage', () => {
    const after = applyMatchEventWrite(
      detail([event(1, 2), event(2, 10), event(4, 1, '2nd_half')]),
      answer({ event: { ...event(1, 20, '2nd_half') } }),
    );
    expect(after.events.map((e) => [e.id, e.minute])).toEqual([
      [2, 10],
      [4, 1],
      [1, 20],
    ]);
  });

  it('removes a deleted event and keeps the rest', () => {
    const after = applyMatchEventWrite(detail([event(1, 2), event(2, 10)]), answer({ removedEventId: 1 }));
    expect(after.events.map((e) => e.id)).toEqual([2]);
  });

  it('answers the same detail once the event is there (a repeated create)', () => {
    const once = applyMatchEventWrite(detail([event(1, 2)]), answer({ event: event(3, 5) }));
    const twice = applyMatchEventWrite(once, answer({ event: event(3, 5) }));
    expect(twice.events).toEqual(once.events);
  });

  it('leaves the detail of another match alone', () => {
    const before = detail([event(1, 2)]);
    expect(
      applyMatchEventWrite(before, answer({ event: event(3, 5), match: { id: 10 } as MatchDetail['match'] })),
    ).toBe(before);
  });
});

describe('applyMatchEventBatch', () => {
  const keyed = (id: number, minute: number, key: string): MatchEvent => ({ ...event(id, minute), clientId: key });
  const batch = (results: MatchEventBatchResult['results']): MatchEventBatchResult => ({
    results,
    match: match(3),
    meta: { serverTime: '2026-07-01T10:00:05.000Z', stageCode: '2nd_half' },
    links: [{ operationId: 'createMatchEvent', method: 'POST', href: '/x' }],
  });
  const a = '6f1c2a7e-3b4d-4c5e-8f90-00000000000a';
  const b = '6f1c2a7e-3b4d-4c5e-8f90-00000000000b';
  const c = '6f1c2a7e-3b4d-4c5e-8f90-00000000000c';

  it('adds, replaces and removes the sent events by key, in the detail order, and takes the summary', () => {
    const before = detail([keyed(1, 2, a), keyed(2, 5, b), event(3, 7)]);
    const after = applyMatchEventBatch(
      before,
      batch([
        { clientId: a, event: keyed(1, 9, a) },
        { clientId: b, event: null },
        { clientId: c, event: keyed(4, 1, c) },
      ]),
    );
    expect(after.events.map((item) => [item.id, item.minute])).toEqual([
      [4, 1],
      [3, 7],
      [1, 9],
    ]);
    expect(after.match.homeScore).toBe(3);
    expect(after.meta.stageCode).toBe('2nd_half');
    expect(after.links).toHaveLength(1);
    expect(after.roster).toBe(before.roster);
  });

  it('replaces an event stored without a key by its id, and is the same when applied twice', () => {
    const old = event(3, 7);
    const answer = batch([{ clientId: legacyClientId(old.createdTimestamp), event: { ...old, minute: 8 } }]);
    const once = applyMatchEventBatch(detail([old]), answer);
    expect(once.events).toEqual([{ ...old, minute: 8 }]);
    expect(applyMatchEventBatch(once, answer)).toEqual(once);
  });

  it('leaves the detail of another match alone', () => {
    const before = detail([event(1, 2)]);
    const other = { ...batch([]), match: { ...match(1), id: 10 } };
    expect(applyMatchEventBatch(before, other)).toBe(before);
  });
});
