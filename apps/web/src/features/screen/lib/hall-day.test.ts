import type { LiveMatch, MatchStageCode } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import { hallDay, livePages, rotateSeconds } from './hall-day';

const stages: Record<number, MatchStageCode> = { 1: 'not_started', 2: '1st_half', 6: 'finished' };
const match = (id: number, day: string, time: string, stage: number, placeId = 7): LiveMatch =>
  ({
    id,
    day,
    time,
    placeId,
    matchNumber: id,
    competitionMatchStageId: stage,
    competitionGroupId: 100 + (id % 2),
    walkOver: false,
  }) as LiveMatch;
const stageOf = (m: LiveMatch) => stages[m.competitionMatchStageId];

describe('hallDay', () => {
  const matches = [
    match(1, '2026-07-01', '09:00', 6),
    match(2, '2026-07-01', '10:00', 6),
    match(3, '2026-07-01', '11:00', 2),
    match(4, '2026-07-01', '12:00', 1),
    match(5, '2026-07-01', '13:00', 1),
    match(6, '2026-07-01', '14:00', 1),
    match(7, '2026-07-01', '15:00', 1),
    match(8, '2026-07-02', '09:00', 1),
    match(9, '2026-07-01', '11:00', 2, 8),
  ];

  it('shows the match in play, the next three and the latest results of that hall and day', () => {
    const view = hallDay(matches, 7, stageOf, '2026-06-30');
    expect(view.day).toBe('2026-07-01');
    expect(view.current?.id).toBe(3);
    expect(view.next.map((m) => m.id)).toEqual([4, 5, 6]);
    expect(view.results.map((m) => m.id)).toEqual([2, 1]);
    expect(view.groupIds).toEqual([101, 100]);
  });

  it('between days picks the next match day, and after the last one the last', () => {
    const idle = matches.map((m) => (m.competitionMatchStageId === 2 ? { ...m, competitionMatchStageId: 6 } : m));
    expect(hallDay(idle, 7, stageOf, '2026-07-02').day).toBe('2026-07-02');
    const last = hallDay(idle, 7, stageOf, '2026-07-05');
    expect(last.day).toBe('2026-07-02');
    expect(last.current).toBeNull();
    expect(hallDay(idle, 99, stageOf, '2026-07-01')).toMatchObject({ day: null, next: [], results: [] });
  });
});

describe('livePages and rotateSeconds', () => {
  it('pages the live matches and reads the rotation from the address', () => {
    expect(livePages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(rotateSeconds('30')).toBe(30);
    expect(rotateSeconds(null)).toBe(15);
    expect(rotateSeconds('1')).toBe(15);
  });
});
