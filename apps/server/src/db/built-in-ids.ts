import type { MatchStageCode } from './schema/index';
import type { Db } from './client';
import { eventTypes, matchStages } from './schema/index';

export type EventTypeRow = typeof eventTypes.$inferSelect;

/** The match stages and event types by id and code, as the reporter's writes look them up. */
export type BuiltInIds = {
  stageIdByCode: Map<MatchStageCode, number>;
  stageCodeById: Map<number, MatchStageCode>;
  eventTypeById: Map<number, EventTypeRow>;
};

const loaded = new WeakMap<Db, Promise<BuiltInIds>>();

async function load(db: Db): Promise<BuiltInIds> {
  const [stages, types] = await Promise.all([
    db.select({ id: matchStages.id, code: matchStages.code }).from(matchStages),
    db.select().from(eventTypes),
  ]);
  return {
    stageIdByCode: new Map(stages.map((row) => [row.code, row.id])),
    stageCodeById: new Map(stages.map((row) => [row.id, row.code])),
    eventTypeById: new Map(types.map((row) => [row.id, row])),
  };
}

/**
 * The built-in rows of built-in-rows.ts are added at start when missing and never change after, so a
 * database's ids are read once per process instead of in every reporter's write. Read again until
 * the rows are there (a database being set up).
 */
export function builtInIds(db: Db): Promise<BuiltInIds> {
  const known = loaded.get(db);
  if (known) return known;
  const reading = load(db).then(
    (ids) => {
      if (ids.stageIdByCode.size === 0 || ids.eventTypeById.size === 0) loaded.delete(db);
      return ids;
    },
    (error: unknown) => {
      loaded.delete(db);
      throw error;
    },
  );
  loaded.set(db, reading);
  return reading;
}
