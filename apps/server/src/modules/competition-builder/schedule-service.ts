import type { PlannedMatch } from '@tms/domain/contract/competition-builder';
import { randomInt } from 'node:crypto';
import { formatPlacementFrame } from '@tms/domain/schedule/format';
import { MAX_SEED } from '@tms/domain/schedule/random';
import { scheduleQuality } from '@tms/domain/schedule/quality';
import {
  type Conflict,
  formatTime,
  type PlanMatch,
  type Placement,
  parseTime,
  ScheduleState,
  type Side,
} from '@tms/domain/schedule/rules';
import { buildSchedule } from '@tms/domain/schedule/scheduler';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { matches, matchStages } from '../../db/schema/index';
import { HttpError, invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { notifyCompetitionRebuilt } from '../live/notify';
import { plannedKey, publishedByPairing } from './published-placements';
import { categoryPlan, lockUnstarted, storedPrelim, writeStructure } from './structure-writer';
import { approvedTeams, loadMatches, loadWorld, type World } from './world';

/** One schedule writer at a time: a move checked against a plan being replaced would be wrong. */
export const SCHEDULE_LOCK = 22_0001;

export async function lockSchedule(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
}

const ordinal = (rank: number) => (rank === 1 ? '1st' : rank === 2 ? '2nd' : rank === 3 ? '3rd' : `${rank}th`);
const apiSide = (side: Side) =>
  side.teamId != null
    ? { teamId: side.teamId }
    : {
        slot: `${ordinal(side.from!.rank)} of ${side.from!.groupLabel}`,
        groupLabel: side.from!.groupLabel,
        rank: side.from!.rank,
      };

export const toApiConflicts = (conflicts: readonly Conflict[]) =>
  conflicts.map((c) => ({ rule: c.rule, matchIds: c.matchKeys }));

/** The plan's matches of the categories in scope (built from their stored groups) and every other stored match, fixed. */
async function scope(db: DbOrTx, world: World, categoryIds?: number[]) {
  const ids = categoryIds ?? world.categories.filter((c) => c.teams > 0).map((c) => c.id);
  const planned: PlanMatch[] = [];
  for (const id of ids) {
    const category = world.categories.find((c) => c.id === id);
    if (!category) throw invalid({ categoryIds: { key: 'invalidValue' } }, `Category ${id} does not exist`);
    const prelim = await storedPrelim(db as Tx, id);
    if (prelim.length === 0)
      throw invalid({ categoryIds: { key: 'invalidValue' } }, `${category.code}: the groups are not drawn yet`);
    planned.push(
      ...categoryPlan(
        category,
        world.formats.get(id)!.format,
        prelim.map((g) => g.teamIds),
      ).matches,
    );
  }
  const others = (await loadMatches(db, world.days)).filter((m) => !ids.includes(m.plan.categoryId));
  return { ids, planned, others };
}

/**
 * POST /admin/competition/schedule: a plan for the categories (default: all), checked and measured;
 * writes nothing. The seed (a new one when none is given) is answered, and reproduces the plan.
 */
export async function planSchedule(db: Db, categoryIds?: number[], seed = randomInt(0, MAX_SEED)) {
  const world = await loadWorld(db);
  const { planned, others } = await scope(db, world, categoryIds);
  const all = [...planned, ...others.map((m) => m.plan)];
  const frames = new Map([...world.formats].map(([id, f]) => [id, formatPlacementFrame(f.format, world.hallIds)]));
  const weight = new Map(world.categories.map((c) => [c.id, c.weight]));
  const youngest = new Set([...world.formats].filter(([, f]) => f.format.youngest).map(([id]) => id));
  const result = buildSchedule(all, world.context, {
    seed,
    avoidEdges: (m) => youngest.has(m.categoryId),
    fixed: [...planned.map(() => null), ...others.map((m) => m.placement)],
    earliestOf: (m) => frames.get(m.categoryId)!.earliestOf(m),
    hallsOf: (m) => frames.get(m.categoryId)!.hallsOf(m),
    priorityOf: (m) => weight.get(m.categoryId) ?? 0,
  });
  const clubOfTeam = new Map((await approvedTeams(db)).map((t) => [t.teamId, t.clubId]));
  const quality = scheduleQuality(result.state, {
    youngestCategoryIds: youngest,
    clubOfTeam,
    finals: new Map(
      [...world.formats].map(([id, f]) => [
        id,
        {
          placeIds: f.format.finalPlaceIds,
          earliest: f.format.finalsEarliest ? parseTime(f.format.finalsEarliest) : null,
        },
      ]),
    ),
  });
  const out: PlannedMatch[] = planned.flatMap((m, i) => {
    const at = result.placements[i];
    if (!at) return [];
    return [
      {
        key: m.key,
        categoryId: m.categoryId,
        groupLabel: m.groupLabel,
        roundLevel: m.level,
        home: apiSide(m.home),
        away: apiSide(m.away),
        day: world.days[at.day],
        time: formatTime(at.start),
        placeId: at.placeId,
        length: m.length,
      },
    ];
  });
  return {
    seed,
    matches: out,
    conflicts: toApiConflicts(result.state.conflicts()),
    unplaced: result.unplaced,
    quality,
  };
}

/**
 * PUT /admin/competition/schedule: writes the plan of the categories in one transaction, after the
 * same checker the plan used: 400 naming the conflicts when it breaks a hard rule, 409 when any of
 * the categories' matches has started. Groups and slots are rewritten with the matches. It writes
 * the office's draft: the public keeps the published day, time and hall until the next publish.
 */
export async function applySchedule(
  db: Db,
  user: SessionUser,
  categoryIds: number[] | undefined,
  input: { key: string; day: string; time: string; placeId: number }[],
) {
  return db.transaction(async (tx) => {
    await lockSchedule(tx);
    const world = await loadWorld(tx);
    const { ids, planned, others } = await scope(tx, world, categoryIds);
    await lockUnstarted(tx, ids);
    const byKey = new Map(input.map((m) => [m.key, m]));
    const missing = planned.filter((m) => !byKey.has(m.key)).map((m) => m.key);
    const known = new Set(planned.map((m) => m.key));
    const unknown = input.filter((m) => !known.has(m.key)).map((m) => m.key);
    if (missing.length || unknown.length) {
      throw invalid(
        { matches: { key: 'invalidValue' } },
        `Missing: ${missing.slice(0, 5).join(', ')}; unknown: ${unknown.slice(0, 5).join(', ')}`,
      );
    }
    const placements: Placement[] = planned.map((m) => {
      const given = byKey.get(m.key)!;
      const day = world.days.indexOf(given.day);
      if (day < 0)
        throw invalid({ matches: { key: 'invalidValue' } }, `${m.key}: ${given.day} is not a tournament day`);
      return { day, start: parseTime(given.time), placeId: given.placeId };
    });
    const state = new ScheduleState(
      [...planned, ...others.map((m) => m.plan)],
      [...placements, ...others.map((m) => m.placement)],
      world.context,
    );
    const conflicts = state.conflicts();
    if (conflicts.length) {
      throw new HttpError('plan_conflict', `The plan breaks ${conflicts.length} hard rule(s)`, {
        conflicts: toApiConflicts(conflicts),
      });
    }
    const [notStarted] = await tx
      .select({ id: matchStages.id })
      .from(matchStages)
      .where(sql`${matchStages.code} = 'not_started'`);
    const indexOf = new Map(planned.map((m, i) => [m.key, i]));
    let written = 0;
    for (const id of ids) {
      const category = world.categories.find((c) => c.id === id)!;
      const prelim = await storedPrelim(tx, id);
      const plan = categoryPlan(
        category,
        world.formats.get(id)!.format,
        prelim.map((g) => g.teamIds),
      );
      const shown = await publishedByPairing(tx, id);
      const groupIds = await writeStructure(tx, category, plan);
      const rows = plan.matches
        .map((m) => ({ m, at: placements[indexOf.get(m.key)!] }))
        .sort((a, b) => a.at.day - b.at.day || a.at.start - b.at.start || a.at.placeId - b.at.placeId);
      if (rows.length) {
        await tx.insert(matches).values(
          rows.map(({ m, at }, n) => ({
            matchNumber: n + 1,
            teamCategoryId: id,
            competitionGroupId: groupIds.get(m.groupLabel)!,
            homeTeamId: m.home.teamId ?? null,
            awayTeamId: m.away.teamId ?? null,
            homeTeamCompetitionGroupId: m.home.from ? groupIds.get(m.home.from.groupLabel)! : null,
            homeTeamCompetitionStandings: m.home.from?.rank ?? null,
            awayTeamCompetitionGroupId: m.away.from ? groupIds.get(m.away.from.groupLabel)! : null,
            awayTeamCompetitionStandings: m.away.from?.rank ?? null,
            day: world.days[at.day],
            time: formatTime(at.start),
            placeId: at.placeId,
            competitionMatchStageId: notStarted.id,
            matchLength: m.length,
            ...shown.get(plannedKey(m.groupLabel, m.home, m.away))?.shift(),
          })),
        );
      }
      written += rows.length;
      await recordAudit(tx, user, {
        entity: 'categorySchedule',
        recordId: id,
        action: 'update',
        after: { matches: rows.length },
      });
    }
    await notifyCompetitionRebuilt(tx);
    return { matches: written };
  });
}
