import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { builtInIds } from './built-in-ids';
import { EVENT_TYPES, MATCH_STAGES } from './built-in-rows';
import type { Database } from './client';
import { eventTypes, matchStages } from './schema/index';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('built-in ids', () => {
  it('are the stored rows, read once per database', async () => {
    const first = builtInIds(database.db);
    expect(builtInIds(database.db)).toBe(first);
    const { stageIdByCode, stageCodeById, eventTypeById } = await first;
    const stages = await database.db.select({ id: matchStages.id, code: matchStages.code }).from(matchStages);
    expect(stageIdByCode.size).toBe(MATCH_STAGES.length);
    for (const { id, code } of stages) {
      expect(stageIdByCode.get(code)).toBe(id);
      expect(stageCodeById.get(id)).toBe(code);
    }
    const types = await database.db.select().from(eventTypes);
    expect(eventTypeById.size).toBe(EVENT_TYPES.length);
    for (const type of types) expect(eventTypeById.get(type.id)).toEqual(type);
  });
});
