import type { MatchEvent } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import type { OfflineRecord } from '../offline-queue/records';
import { scoreFromEntries, timelineEntries } from './timeline';

const event = (id: number, createdTimestamp: number, minute: number, participant = 1, type = 1): MatchEvent => ({
  id,
  minute,
  second: 0,
  createdTimestamp,
  clientId: null,
  competitionEventTypeId: type,
  competitionMatchParticipantId: participant,
  competitionMatchStageId: 2,
  competitionMatchStageCode: '1st_half',
  secondaryParticipantId: null,
  sevenMeterThrow: false,
});

const record = (createdTimestamp: number, minute: number, options: Partial<OfflineRecord> = {}): OfflineRecord => ({
  id: `1-${createdTimestamp}`,
  matchId: 1,
  data: {
    minute,
    second: 0,
    createdTimestamp,
    competitionEventTypeId: 1,
    competitionMatchParticipantId: 2,
    competitionMatchStageId: 2,
  },
  modifiedAt: createdTimestamp,
  synced: 0,
  deleted: 0,
  ...options,
});

const weights = (stageId: number | null) => (stageId === 4 ? 3 : 1);

describe('timelineEntries', () => {
  it('merges server events with pending local ones, newest first', () => {
    const entries = timelineEntries([event(10, 100, 3), event(11, 200, 8)], 1000, [record(300, 5)], weights);
    expect(entries.map((entry) => [entry.minute, entry.pending])).toEqual([
      [8, false],
      [5, true],
      [3, false],
    ]);
    expect(entries[2].data).toMatchObject({ id: 10, createdTimestamp: 100 });
  });

  it('hides events deleted locally and shows local edits', () => {
    const entries = timelineEntries(
      [event(10, 100, 3), event(11, 200, 8)],
      1000,
      [record(100, 4), record(200, 8, { deleted: 1 })],
      weights,
    );
    expect(entries.map((entry) => entry.minute)).toEqual([4]);
  });

  it('keeps another device’s event of the same millisecond beside a local edit', () => {
    const mine = { ...event(10, 100, 3), clientId: '6f1c2a7e-3b4d-4c5e-8f90-a1b2c3d4e5f6' };
    const theirs = { ...event(11, 100, 8), clientId: '0b6e3c1d-9a2f-4e7b-8c5d-112233445566' };
    const edit = record(100, 4);
    edit.data.clientId = mine.clientId ?? undefined;
    const entries = timelineEntries([mine, theirs], 1000, [edit], weights);
    expect(entries.map((entry) => [entry.minute, entry.pending])).toEqual([
      [8, false],
      [4, true],
    ]);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(2);
  });

  it('puts a later stage above an earlier one regardless of minute', () => {
    const shootout = { ...event(12, 300, 0), competitionMatchStageId: 4 };
    const entries = timelineEntries([event(10, 100, 29), shootout], 1000, [], weights);
    expect(entries.map((entry) => entry.createdTimestamp)).toEqual([300, 100]);
  });
});

describe('scoreFromEntries', () => {
  it('counts goals per team and shoot-out goals apart', () => {
    const types = new Map([
      [1, { code: 'goal' as const, scoreIncrease: 1 }],
      [2, { code: 'shootout-goal' as const, scoreIncrease: 1 }],
      [3, { code: 'yellow-card' as const, scoreIncrease: 0 }],
    ]);
    const roster = [
      { id: 1, teamId: 50 },
      { id: 2, teamId: 60 },
    ];
    const entries = timelineEntries(
      [event(1, 1, 1, 1, 1), event(2, 2, 2, 1, 1), event(3, 3, 3, 2, 1), event(4, 4, 4, 2, 3), event(5, 5, 5, 2, 2)],
      null,
      [],
      weights,
    );
    expect(scoreFromEntries(entries, roster, types, 50, 60)).toEqual({
      home: 2,
      away: 1,
      shootoutHome: 0,
      shootoutAway: 1,
    });
  });
});
