import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LocalCopy, localWins, mergeEvents } from './offline-merge';

type ServerEvent = { id: number; createdTimestamp: number; minute: number };
type LocalData = { id?: number; createdTimestamp: number; minute: number };

const server = (createdTimestamp: number, minute: number, id = createdTimestamp): ServerEvent => ({
  id,
  createdTimestamp,
  minute,
});

function local(
  createdTimestamp: number,
  minute: number,
  options: Partial<Pick<LocalCopy<LocalData>, 'modifiedAt' | 'synced' | 'deleted'>> = {},
): LocalCopy<LocalData> {
  return {
    createdTimestamp,
    data: { createdTimestamp, minute },
    modifiedAt: options.modifiedAt ?? createdTimestamp,
    synced: options.synced ?? false,
    deleted: options.deleted ?? false,
  };
}

const minutes = (merged: ReturnType<typeof mergeEvents<ServerEvent, LocalData>>) =>
  merged.map((entry) => (entry.origin === 'server' ? entry.event.minute : entry.data.minute));

describe('localWins', () => {
  it('an unsynced copy beats any server answer', () => {
    expect(localWins({ modifiedAt: 100, synced: false }, 10_000)).toBe(true);
  });

  it('a synced copy wins only when it is later than the server answer', () => {
    expect(localWins({ modifiedAt: 200, synced: true }, 100)).toBe(true);
    expect(localWins({ modifiedAt: 100, synced: true }, 200)).toBe(false);
  });

  it('on a tie the server copy wins', () => {
    expect(localWins({ modifiedAt: 100, synced: true }, 100)).toBe(false);
  });

  it('without a server answer the local copy wins', () => {
    expect(localWins({ modifiedAt: 100, synced: true }, null)).toBe(true);
  });
});

describe('mergeEvents', () => {
  it('returns the server events when there is nothing local', () => {
    const merged = mergeEvents<ServerEvent, LocalData>([server(1, 3), server(2, 5)], 1000, []);
    expect(merged.map((entry) => entry.origin)).toEqual(['server', 'server']);
    expect(minutes(merged)).toEqual([3, 5]);
  });

  it('adds events created offline after the server ones, by creation time', () => {
    const merged = mergeEvents([server(1, 3)], 1000, [local(3000, 9), local(2000, 8)]);
    expect(minutes(merged)).toEqual([3, 8, 9]);
    expect(merged.slice(1).every((entry) => entry.origin === 'local' && !entry.synced)).toBe(true);
  });

  it('shows a pending local edit instead of the server copy', () => {
    const merged = mergeEvents([server(1, 3)], 5000, [local(1, 4, { modifiedAt: 2000 })]);
    expect(merged).toEqual([
      { createdTimestamp: 1, origin: 'local', data: { createdTimestamp: 1, minute: 4 }, synced: false },
    ]);
  });

  it('tells events of one creation time apart by their key', () => {
    type Keyed = ServerEvent & { key: string };
    const serverEvents: Keyed[] = [
      { ...server(1, 3), key: 'a' },
      { ...server(1, 6), key: 'b' },
    ];
    const merged = mergeEvents(serverEvents, 1000, [{ ...local(1, 4), key: 'a' }], (event) => event.key);
    expect(minutes(merged as ReturnType<typeof mergeEvents<ServerEvent, LocalData>>)).toEqual([4, 6]);
  });

  it('hides an event deleted locally but not yet on the server', () => {
    const merged = mergeEvents([server(1, 3), server(2, 4)], 5000, [local(1, 3, { deleted: true })]);
    expect(minutes(merged)).toEqual([4]);
  });

  it('prefers a later server answer to an older synced local copy (edited elsewhere)', () => {
    const merged = mergeEvents([server(1, 7)], 5000, [local(1, 3, { modifiedAt: 2000, synced: true })]);
    expect(merged[0]).toMatchObject({ origin: 'server', event: { minute: 7 } });
  });

  it('prefers a synced local copy to an older server answer', () => {
    const merged = mergeEvents([server(1, 7)], 1000, [local(1, 3, { modifiedAt: 2000, synced: true })]);
    expect(merged[0]).toMatchObject({ origin: 'local', data: { minute: 3 } });
  });

  it('drops a synced local copy that a later server answer no longer contains (deleted elsewhere)', () => {
    expect(mergeEvents([], 5000, [local(1, 3, { modifiedAt: 2000, synced: true })])).toEqual([]);
  });

  it('keeps a synced local copy that is newer than the server answer', () => {
    expect(minutes(mergeEvents([], 1000, [local(1, 3, { modifiedAt: 2000, synced: true })]))).toEqual([3]);
  });

  it('never shows a deleted local-only copy', () => {
    expect(mergeEvents([], null, [local(1, 3, { deleted: true })])).toEqual([]);
  });

  it('of two local copies of one event the later modification counts', () => {
    const merged = mergeEvents([], null, [local(1, 3, { modifiedAt: 10 }), local(1, 4, { modifiedAt: 20 })]);
    expect(minutes(merged)).toEqual([4]);
  });

  it('yields each event at most once and every unsynced non-deleted copy exactly as saved', () => {
    const timestamp = fc.integer({ min: 1, max: 30 });
    fc.assert(
      fc.property(
        fc.uniqueArray(timestamp, { maxLength: 15 }),
        fc.uniqueArray(
          fc.record({
            createdTimestamp: timestamp,
            minute: fc.integer({ min: 0, max: 60 }),
            modifiedAt: fc.integer({ min: 0, max: 100 }),
            synced: fc.boolean(),
            deleted: fc.boolean(),
          }),
          { selector: (copy) => copy.createdTimestamp, maxLength: 15 },
        ),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        (serverTimestamps, localCopies, receivedAt) => {
          const copies = localCopies.map(({ minute, ...copy }) => ({
            ...copy,
            data: { createdTimestamp: copy.createdTimestamp, minute },
          }));
          const merged = mergeEvents(
            serverTimestamps.map((ts) => server(ts, 0)),
            receivedAt,
            copies,
          );
          const keys = merged.map((entry) => entry.createdTimestamp);
          expect(new Set(keys).size).toBe(keys.length);
          for (const copy of copies.filter((c) => !c.synced)) {
            const entry = merged.find((e) => e.createdTimestamp === copy.createdTimestamp);
            if (copy.deleted) expect(entry).toBeUndefined();
            else
              expect(entry).toEqual({
                createdTimestamp: copy.createdTimestamp,
                origin: 'local',
                data: copy.data,
                synced: false,
              });
          }
        },
      ),
    );
  });
});
