import type { ScheduledMatch } from '@tms/domain/contract/competition-builder';
import { formatTime, parseTime, type Placement, ScheduleState } from '@tms/domain/schedule/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matches, scheduleChanges } from '../../db/schema/index';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { notifyMatchChange } from '../live/notify';
import { lockSchedule, toApiConflicts } from './schedule-service';
import { loadMatches, loadWorld, type StoredMatch } from './world';

export type MatchPatch = { day?: string; time?: string; placeId?: number; streamUrl?: string | null; note?: string };

async function scheduleOf(tx: Tx) {
  await lockSchedule(tx);
  const world = await loadWorld(tx);
  const stored = await loadMatches(tx, world.days);
  const state = new ScheduleState(
    stored.map((m) => m.plan),
    stored.map((m) => m.placement),
    world.context,
  );
  return { world, stored, state };
}

function refuseStarted(list: StoredMatch[]) {
  const started = list.filter((m) => m.stage !== 'not_started').map((m) => m.id);
  if (started.length) {
    throw new HttpError('matches_started', 'A match that has started keeps its hall and time', { matchIds: started });
  }
}

const refuseConflicts = (conflicts: ReturnType<ScheduleState['conflictsOf']>) => {
  if (conflicts.length) {
    throw new HttpError('schedule_conflict', `The change breaks ${conflicts.length} rule(s) of the schedule`, {
      conflicts: toApiConflicts(conflicts).map((c) => ({ ...c, matchIds: c.matchIds.map(Number) })),
    });
  }
};

/** Writes a new hall, day and time, keeps the change for the next publish, audits and announces it. */
async function writePlacement(
  tx: Tx,
  user: SessionUser,
  m: StoredMatch,
  at: { day: string; time: string; placeId: number },
  note?: string,
) {
  const before = { day: m.day, time: m.time, placeId: m.placeId };
  if (before.day === at.day && before.time === at.time && before.placeId === at.placeId) return;
  await tx
    .update(matches)
    .set({ ...at, updatedAt: new Date().toISOString() })
    .where(eq(matches.id, m.id));
  await tx.insert(scheduleChanges).values({ matchId: m.id, before, after: at, note: note ?? null, userId: user.id });
  await recordAudit(tx, user, { entity: 'match', recordId: m.id, action: 'update', before, after: at, note });
}

async function answer(tx: Tx, ids: number[]): Promise<ScheduledMatch[]> {
  const rows = await tx.select().from(matches).where(inArray(matches.id, ids));
  return ids.map((id) => {
    const m = rows.find((r) => r.id === id)!;
    return {
      id: m.id,
      categoryId: m.teamCategoryId,
      day: m.day,
      time: m.time,
      placeId: m.placeId,
      length: m.matchLength,
      streamUrl: m.streamUrl,
    };
  });
}

/**
 * PATCH /admin/matches/{matchId}: moves a match (hall, day, time) after checking every hard rule
 * against the whole stored schedule, and/or sets its stream link. A conflict answers 409 with the
 * rule and the matches it clashes with; nothing changes.
 */
export async function moveMatch(
  db: Db,
  user: SessionUser,
  matchId: number,
  patch: MatchPatch,
): Promise<ScheduledMatch> {
  return db.transaction(async (tx) => {
    const { world, stored, state } = await scheduleOf(tx);
    const index = stored.findIndex((m) => m.id === matchId);
    if (index < 0) throw notFound('Match');
    const m = stored[index];
    const moves = patch.day !== undefined || patch.time !== undefined || patch.placeId !== undefined;
    if (moves) {
      refuseStarted([m]);
      const at = { day: patch.day ?? m.day, time: patch.time ?? m.time, placeId: patch.placeId ?? m.placeId };
      const day = world.days.indexOf(at.day);
      if (day < 0) throw invalid({ day: { key: 'invalidValue' } }, `${at.day} is not a tournament day`);
      if (!world.hallIds.includes(at.placeId)) throw invalid({ placeId: { key: 'invalidValue' } }, 'Not a hall');
      const placement: Placement = { day, start: parseTime(at.time), placeId: at.placeId };
      refuseConflicts(state.checkMove(index, placement));
      await writePlacement(tx, user, m, { ...at, time: formatTime(placement.start) }, patch.note);
    }
    if (patch.streamUrl !== undefined && patch.streamUrl !== m.streamUrl) {
      await tx
        .update(matches)
        .set({ streamUrl: patch.streamUrl, updatedAt: new Date().toISOString() })
        .where(eq(matches.id, m.id));
      await recordAudit(tx, user, {
        entity: 'match',
        recordId: m.id,
        action: 'update',
        before: { streamUrl: m.streamUrl },
        after: { streamUrl: patch.streamUrl },
        note: patch.note,
      });
    }
    await notifyMatchChange(tx, m.id);
    return (await answer(tx, [m.id]))[0];
  });
}

/** POST /admin/matches/swap: the two matches exchange hall, day and time when no hard rule breaks. */
export async function swapMatches(
  db: Db,
  user: SessionUser,
  [a, b]: [number, number],
  note?: string,
): Promise<ScheduledMatch[]> {
  if (a === b) throw invalid({ matchIds: { key: 'invalidValue' } }, 'Two different matches');
  return db.transaction(async (tx) => {
    const { stored, state } = await scheduleOf(tx);
    const i = stored.findIndex((m) => m.id === a);
    const j = stored.findIndex((m) => m.id === b);
    if (i < 0 || j < 0) throw notFound('Match');
    refuseStarted([stored[i], stored[j]]);
    refuseConflicts(state.checkSwap(i, j));
    const place = (m: StoredMatch) => ({ day: m.day, time: m.time, placeId: m.placeId });
    await writePlacement(tx, user, stored[i], place(stored[j]), note);
    await writePlacement(tx, user, stored[j], place(stored[i]), note);
    await notifyMatchChange(tx, a);
    await notifyMatchChange(tx, b);
    return answer(tx, [a, b]);
  });
}
