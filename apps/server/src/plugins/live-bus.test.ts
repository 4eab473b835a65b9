import type { LiveMatch } from '@tms/domain/contract/competition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { LIVE_CHANNEL, LiveBus, type MatchChanges } from './live-bus';

let database: Database;
let bus: LiveBus;
const reads: number[][] = [];
const invalidations: number[][] = [];
const messages: MatchChanges[] = [];

const liveMatch = (id: number) => ({ id, homeScore: id }) as unknown as LiveMatch;

beforeAll(async () => {
  database = await openTestDatabase();
  bus = new LiveBus(undefined, 30);
  await bus.listen(database);
  bus.readMatchesWith(async (ids) => {
    reads.push(ids);
    return ids.map(liveMatch);
  });
  bus.onCompetitionChange(({ matchIds }) => invalidations.push(matchIds));
  bus.onMatchChanges((changes) => messages.push(changes));
});

afterAll(async () => {
  await bus?.close();
  await database?.close();
});

/** Match changes as writers announce them, in one transaction (they arrive together on commit). */
async function announce(changes: [seq: number, matchId: number][]) {
  await database.db.transaction(async (tx) => {
    for (const [id, matchId] of changes) {
      const payload = JSON.stringify({ type: 'match', id, matchIds: [matchId] });
      await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    }
  });
}

describe('live bus', () => {
  it('takes a burst of match changes as one: caches dropped once, the matches read once, one message with all', async () => {
    reads.length = 0;
    invalidations.length = 0;
    messages.length = 0;
    await announce([
      [101, 5],
      [103, 6],
      [102, 5],
      [104, 7],
    ]);
    await expect.poll(() => messages.length).toBe(1);
    await bus.settled();
    expect(invalidations).toEqual([[5, 6, 7]]);
    expect(reads).toEqual([[5, 6, 7]]);
    expect(messages).toEqual([{ id: 104, seqs: [101, 103, 102, 104], matches: [5, 6, 7].map(liveMatch) }]);
  });

  it('drops no change that arrives while a burst is read: it goes with the next message', async () => {
    reads.length = 0;
    messages.length = 0;
    let started!: () => void;
    const reading = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    const blocked = new Promise<void>((resolve) => {
      finish = resolve;
    });
    bus.readMatchesWith(async (ids) => {
      reads.push(ids);
      if (reads.length === 1) {
        started();
        await blocked;
      }
      return ids.map(liveMatch);
    });
    await announce([[201, 8]]);
    await reading;
    await announce([
      [202, 9],
      [203, 8],
    ]);
    finish();
    await expect.poll(() => messages.length).toBe(2);
    await bus.settled();
    expect(messages.map((m) => [m.id, m.seqs, m.matches.map((match) => match.id)])).toEqual([
      [201, [201], [8]],
      [203, [202, 203], [9, 8]],
    ]);
  });
});
