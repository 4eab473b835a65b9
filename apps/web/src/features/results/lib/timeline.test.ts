import type { EventType, MatchEvent, MatchParticipant, MatchStageCode } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import { buildTimeline, formatClock } from './timeline';

const type = (id: number, code: EventType['code'], scoreIncrease: number): EventType => ({
  id,
  code,
  scoreIncrease,
  nameCs: code,
  nameEn: code,
  category: scoreIncrease > 0 ? 'score' : 'penalty',
  penaltyMatchStop: false,
  penaltyDuration: 0,
  secondaryParticipantAllowed: false,
  shortName: code,
});
const eventTypes = new Map([
  [1, type(1, 'goal', 1)],
  [2, type(2, 'shootout-goal', 1)],
  [3, type(3, 'two-minutes', 0)],
]);
const person = (id: number, teamId: number): MatchParticipant => ({
  id,
  matchId: 1,
  teamId,
  participantId: id,
  firstName: 'P',
  lastName: String(id),
  birthYear: 2008,
  jerseyNumber: id,
  isLeader: false,
});
const roster = [person(11, 100), person(21, 200)];
let nextId = 1;
const event = (typeId: number, who: number | null, stage: MatchStageCode, minute: number, second = 0): MatchEvent => ({
  id: nextId++,
  minute,
  second,
  createdTimestamp: minute * 60 + second,
  clientId: null,
  competitionEventTypeId: typeId,
  competitionMatchParticipantId: who,
  competitionMatchStageId: 1,
  competitionMatchStageCode: stage,
  secondaryParticipantId: null,
  sevenMeterThrow: false,
});
const WEIGHTS: Record<MatchStageCode, number> = {
  not_started: 0,
  '1st_half': 1,
  '2nd_half': 2,
  shootout: 3,
  waiting_for_approval: 4,
  finished: 5,
};
const base = { roster, eventTypes, homeTeamId: 100, awayTeamId: 200, stageWeight: (c: MatchStageCode) => WEIGHTS[c] };

describe('buildTimeline', () => {
  it('keeps a running score and marks every stage change', () => {
    const items = buildTimeline({
      ...base,
      // Deliberately out of order: the timeline sorts by stage, then clock.
      events: [
        event(1, 21, '2nd_half', 16, 10),
        event(1, 11, '1st_half', 2, 5),
        event(3, 21, '1st_half', 9),
        event(1, 11, '1st_half', 12, 30),
      ],
    });
    expect(items.map((i) => (i.kind === 'stage' ? i.stageCode : formatClock(i.event.minute, i.event.second)))).toEqual([
      '1st_half',
      '02:05',
      '09:00',
      '12:30',
      '2nd_half',
      '16:10',
    ]);
    const scores = items.flatMap((i) => (i.kind === 'event' ? [`${i.score.home}:${i.score.away}`] : []));
    expect(scores).toEqual(['1:0', '1:0', '2:0', '2:1']);
    const penalty = items.find((i) => i.kind === 'event' && i.type?.code === 'two-minutes');
    expect(penalty?.kind === 'event' && penalty.side).toBe('away');
    expect(penalty?.kind === 'event' && penalty.scoring).toBe(false);
  });

  it('counts shoot-out goals apart from the regular-time score', () => {
    const items = buildTimeline({
      ...base,
      events: [
        event(1, 11, '1st_half', 1),
        event(1, 21, '2nd_half', 20),
        event(2, 11, 'shootout', 30),
        event(2, 21, 'shootout', 30),
        event(2, 11, 'shootout', 30),
      ],
    });
    const last = items.at(-1);
    expect(last?.kind).toBe('event');
    if (last?.kind !== 'event') return;
    expect(last.score).toEqual({ home: 1, away: 1 });
    expect(last.shootout).toEqual({ home: 2, away: 1 });
    expect(items.filter((i) => i.kind === 'stage').map((i) => (i.kind === 'stage' ? i.stageCode : ''))).toEqual([
      '1st_half',
      '2nd_half',
      'shootout',
    ]);
    const beforeShootout = items.find((i) => i.kind === 'event' && i.event.minute === 20);
    expect(beforeShootout?.kind === 'event' && beforeShootout.shootout).toBeNull();
  });

  it('shows an event of an unknown person without a side and without scoring', () => {
    const items = buildTimeline({ ...base, events: [event(1, 999, '1st_half', 3)] });
    const goal = items[1];
    expect(goal.kind === 'event' && [goal.side, goal.scoring, goal.score]).toEqual([null, false, { home: 0, away: 0 }]);
  });

  it('is empty without events', () => {
    expect(buildTimeline({ ...base, events: [] })).toEqual([]);
  });
});

describe('formatClock', () => {
  it('pads minutes and seconds', () => {
    expect(formatClock(7, 5)).toBe('07:05');
    expect(formatClock(29, 59)).toBe('29:59');
  });
});
