import type {
  RefereeApplyInput,
  RefereeConflict,
  RefereePlan,
  RefereePlanInput,
} from '@tms/domain/contract/referee-assignments';
import { planRefereeAssignments, refereeLoadFigures } from '@tms/domain/referee-assignment/assigner';
import { findConflicts } from '@tms/domain/referee-assignment/rules';
import { positionsMissingPerDay, suggestAndCheck, youngestFirst } from '@tms/domain/referee-assignment/single-referee';
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { matchReferees, refereeAssignments } from '../../db/schema/index';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudits } from '../audit/record';
import { notifyCompetitionRebuilt } from '../live/notify';
import {
  type MatchInfo,
  type RefereeInfo,
  loadCategoryAges,
  loadMatchReferees,
  loadMatches,
  loadOfficeAssignments,
  loadReferees,
  loadRefereeRules,
  loadSingleRefereeCategories,
} from './world';

// Plan, check and write referee assignments (DESIGN.md §3 "Organiser operations"): the plan writes
// nothing; every write is checked by the same domain rules the plan used, against the referees the
// matches have now (the table's changes included), and refuses matches that have left not_started.

export async function loadAssignmentWorld(db: DbOrTx) {
  const [rules, matches, referees, actual, office, singleCategories] = await Promise.all([
    loadRefereeRules(db),
    loadMatches(db),
    loadReferees(db),
    loadMatchReferees(db),
    loadOfficeAssignments(db),
    loadSingleRefereeCategories(db),
  ]);
  return { rules, matches, referees, actual, office, singleCategories };
}
export type AssignmentWorld = Awaited<ReturnType<typeof loadAssignmentWorld>>;

function actualMap(world: AssignmentWorld) {
  return new Map([...world.actual].map(([id, row]) => [id, row.refereeIds]));
}

export async function planAssignments(db: DbOrTx, input: RefereePlanInput): Promise<RefereePlan> {
  const world = await loadAssignmentWorld(db);
  const keepExisting = input.keepExisting ?? true;
  const requested = input.matchIds ? new Set(input.matchIds) : null;
  const unassigned: RefereePlan['unassigned'] = [];
  const toPlan: MatchInfo[] = [];
  for (const id of requested ?? world.matches.keys()) {
    const match = world.matches.get(id);
    if (!match) continue;
    if (match.stageCode !== 'not_started') {
      if (requested) unassigned.push({ matchId: id, reason: 'started' });
      continue;
    }
    toPlan.push(match);
  }
  const planned = new Set(toPlan.map((m) => m.id));
  const kept = new Map<number, number[]>();
  for (const [matchId, row] of world.actual) {
    if (!planned.has(matchId)) kept.set(matchId, row.refereeIds);
    else if (world.office.get(matchId)?.locked || keepExisting) kept.set(matchId, row.refereeIds);
  }
  // Existing referees that break a rule (typed at the table, or from before the rules) are planned
  // again instead of kept; locked ones stay and show up in `violations`.
  const broken = findConflicts(kept, world.matches, world.referees, world.rules, planned);
  for (const c of broken) {
    for (const matchId of c.matchIds) {
      if (planned.has(matchId) && !world.office.get(matchId)?.locked) kept.delete(matchId);
    }
  }
  const plan = (matches: readonly MatchInfo[], all: ReadonlyMap<number, MatchInfo>) =>
    planRefereeAssignments({
      matches,
      allMatches: all,
      referees: [...world.referees.values()],
      kept,
      rules: world.rules,
    });
  const result = plan(toPlan, world.matches);
  const whole = new Map(kept);
  for (const [id, ids] of result.assignments) whole.set(id, ids);
  const categories = youngestFirst(await loadCategoryAges(db));
  // What a plan would leave short if more categories had one referee: the office's suggestion.
  const whatIf = (single: ReadonlySet<string>) => {
    const lighter = toPlan.map((m) => (single.has(m.categoryCode) ? { ...m, needed: 1 } : m));
    const all = new Map(world.matches);
    for (const m of lighter) all.set(m.id, m);
    const again = plan(lighter, all);
    return {
      missing: positionsMissingPerDay(again.unassigned, again.assignments, all),
      short: again.unassigned.length,
    };
  };
  const suggestion = suggestAndCheck(
    {
      categories,
      matches: toPlan,
      missing: positionsMissingPerDay(result.unassigned, whole, world.matches),
      single: world.singleCategories,
    },
    whatIf,
  );
  return {
    assignments: toPlan.map((m) => ({ matchId: m.id, refereeIds: result.assignments.get(m.id) ?? [] })),
    unassigned: [...unassigned, ...result.unassigned],
    violations: findConflicts(whole, world.matches, world.referees, world.rules, planned),
    load: refereeLoadFigures(whole, world.matches, world.referees, planned),
    singleRefereeCategories: categories.filter((c) => world.singleCategories.has(c.code)).map((c) => c.code),
    suggestedSingleRefereeCategories: suggestion.categories,
    shortWithSuggestion: suggestion.short,
  };
}

/**
 * Serialises referee writes: two edits at once could each pass the check and clash together, and a
 * publication must not copy half an edit.
 */
export async function lockAssignments(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(2303)`);
}

type Change = { matchId: number; refereeIds: number[]; locked?: boolean | undefined };

/** Checks the changes against every other match's referees; the conflicts of the changed matches. */
export function checkChanges(world: AssignmentWorld, changes: readonly Change[]): RefereeConflict[] {
  const whole = actualMap(world);
  for (const c of changes) whole.set(c.matchId, c.refereeIds);
  return findConflicts(
    whole,
    world.matches,
    world.referees,
    world.rules,
    changes.map((c) => c.matchId),
  );
}

function refuseUnknownOrStarted(world: AssignmentWorld, changes: readonly Change[], single: boolean) {
  const unknown = changes.findIndex((c) => !world.matches.has(c.matchId));
  if (unknown >= 0) {
    if (single) throw notFound('Match');
    throw invalid({ [`assignments.${unknown}.matchId`]: { key: 'invalidValue' } });
  }
  const started = changes
    .filter((c) => world.matches.get(c.matchId)!.stageCode !== 'not_started')
    .map((c) => c.matchId);
  if (started.length) {
    throw new HttpError(
      'matches_started',
      'A match that has started keeps its referees; the hall reporter changes them',
      {
        matchIds: started,
      },
    );
  }
}

function conflictMessage(conflicts: RefereeConflict[]) {
  const first = conflicts[0]!;
  return `Referee ${first.refereeId} breaks the rule ${first.rule} (matches ${first.matchIds.join(', ')})`;
}

/** Writes the office's referees of the matches: the assignment and the match's referees, one transaction. */
async function writeChanges(tx: Tx, user: SessionUser, world: AssignmentWorld, changes: readonly Change[]) {
  const ids = changes.map((c) => c.matchId);
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    await tx.delete(refereeAssignments).where(inArray(refereeAssignments.matchId, chunk));
    await tx.delete(matchReferees).where(inArray(matchReferees.matchId, chunk));
  }
  const now = new Date().toISOString();
  const office = changes.flatMap((c) =>
    c.refereeIds.map((refereeId, i) => ({
      matchId: c.matchId,
      position: i + 1,
      refereeId,
      locked: c.locked ?? world.office.get(c.matchId)?.locked ?? false,
      assignedByUserId: user.id,
      assignedAt: now,
    })),
  );
  const actual = office.map((o) => ({
    matchId: o.matchId,
    position: o.position,
    refereeId: o.refereeId,
    source: 'office' as const,
    setByUserId: user.id,
  }));
  for (let i = 0; i < office.length; i += 1000) {
    await tx.insert(refereeAssignments).values(office.slice(i, i + 1000));
    await tx.insert(matchReferees).values(actual.slice(i, i + 1000));
  }
  // The hall reporter's open match page shows the planned referees (the public waits for publishing).
  await notifyCompetitionRebuilt(tx);
  await recordAudits(
    tx,
    user,
    changes.map((c) => {
      const before = world.actual.get(c.matchId)?.refereeIds ?? [];
      const wasLocked = world.office.get(c.matchId)?.locked ?? false;
      return {
        entity: 'match' as const,
        recordId: c.matchId,
        action: 'update' as const,
        before: { referee1Id: before[0] ?? null, referee2Id: before[1] ?? null, refereesLocked: wasLocked },
        after: {
          referee1Id: c.refereeIds[0] ?? null,
          referee2Id: c.refereeIds[1] ?? null,
          refereesLocked: c.locked ?? wasLocked,
        },
      };
    }),
  );
}

/** PUT /admin/referee-assignments: applies a plan (or part of one); 400 naming the rule, 409 for started matches. */
export async function applyAssignments(db: Db, user: SessionUser, input: RefereeApplyInput) {
  const changes = dedupe(input.assignments);
  return db.transaction(async (tx) => {
    await lockAssignments(tx);
    const world = await loadAssignmentWorld(tx);
    refuseUnknownOrStarted(world, changes, false);
    const conflicts = checkChanges(world, changes);
    if (conflicts.length) {
      throw new HttpError('referee_plan_conflict', conflictMessage(conflicts), { conflicts });
    }
    await writeChanges(tx, user, world, changes);
    return { matches: changes.length };
  });
}

/** PUT /admin/matches/{id}/referees: one match by hand; 409 `referee_conflict` naming the rule and the clashing match. */
export async function setMatchAssignment(
  db: Db,
  user: SessionUser,
  matchId: number,
  input: { refereeIds: number[]; locked?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    await lockAssignments(tx);
    const world = await loadAssignmentWorld(tx);
    const change = { matchId, refereeIds: input.refereeIds, locked: input.locked };
    refuseUnknownOrStarted(world, [change], true);
    const conflicts = checkChanges(world, [change]);
    if (conflicts.length) throw new HttpError('referee_conflict', conflictMessage(conflicts), { conflicts });
    await writeChanges(tx, user, world, [change]);
  });
}

/** The last entry of a match wins, so a body naming a match twice cannot write it twice. */
function dedupe(assignments: RefereeApplyInput['assignments']): Change[] {
  const byMatch = new Map<number, Change>();
  for (const a of assignments)
    byMatch.set(a.matchId, { matchId: a.matchId, refereeIds: a.refereeIds, locked: a.locked });
  return [...byMatch.values()];
}

export type { RefereeInfo };
