import type { LiveMatch } from '@tms/domain/contract/competition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { LiveBus, type MatchChanges } from '../../plugins/live-bus';
import { openTestDatabase } from '../../test/database';
import { createCategory, createMatch } from '../../test/factories';
import { announceCommitted } from './announcements';

let database: Database;
let bus: LiveBus;
const messages: MatchChanges[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  bus = new LiveBus(undefined, 10);
  await bus.listen(database);
  bus.readMatchesWith(async (ids) => ids.map((id) => ({ id }) as LiveMatch));
  bus.onMatchChanges((changes) => messages.push(changes));
});

afterAll(async () => {
  await bus?.close();
  await database?.close();
});

/** The change numbers drawn so far: one per NOTIFY of match changes. */
async function changeNumber(): Promise<number> {
  const result = (await database.db.execute(
    sql`select case when is_called then last_value else 0 end as n from live_event_seq`,
  )) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0].n);
}

describe('announcements after commit', () => {
  it('sends the matches of writes that commit while one NOTIFY is out in the next one', async () => {
    const db = database.db;
    const { id: categoryId } = await createCategory(db);
    const published = await Promise.all(Array.from({ length: 20 }, () => createMatch(db, { categoryId })));
    const before = await changeNumber();
    messages.length = 0;

    // The first goes out at once; the others wait for it and go together.
    await Promise.all(published.map((match) => announceCommitted(db, match.id)));
    expect(await changeNumber()).toBe(before + 2);
    await expect.poll(() => messages.flatMap((m) => m.matches.map((match) => match.id)).length).toBe(20);
    await bus.settled();
    const announced = messages.flatMap((m) => m.matches.map((match) => match.id));
    expect(announced.sort((a, b) => a - b)).toEqual(published.map((m) => m.id).sort((a, b) => a - b));
    expect(messages.flatMap((m) => m.seqs).sort()).toEqual([before + 1, before + 2]);
  });

  it('resolves only once the NOTIFY has gone out', async () => {
    const match = await createMatch(database.db);
    const before = await changeNumber();
    await announceCommitted(database.db, match.id);
    expect(await changeNumber()).toBe(before + 1);
  });
});
