import { type CategoryFormat, formatShape } from '@tms/domain/schedule/format';
import { buildCompetition, type CompetitionPlan } from '@tms/domain/schedule/structure';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { PLACEMENT_GROUP_LEVEL } from '../../db/demo/lookup-lists';
import { competitionGroups, groupStandings, matches, matchStages, roundLevels } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { CategoryInfo } from './world';

/**
 * Locks the matches of the categories and refuses (409, nothing written) when any has left
 * not_started: played results are never overwritten.
 */
export async function lockUnstarted(tx: Tx, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return;
  const rows = await tx
    .select({ id: matches.id, stage: matchStages.code })
    .from(matches)
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .where(inArray(matches.teamCategoryId, [...categoryIds]))
    .for('update', { of: matches });
  const started = rows.filter((r) => r.stage !== 'not_started').map((r) => r.id);
  if (started.length > 0) {
    throw new HttpError('matches_started', `${started.length} match(es) have started; nothing was changed`, {
      matchIds: started,
    });
  }
}

/** The category's groups and matches from its preliminary groups (team ids in slot order) and format. */
export function categoryPlan(
  category: CategoryInfo,
  format: CategoryFormat,
  prelim: readonly (readonly number[])[],
): CompetitionPlan {
  return buildCompetition(category.id, category.code, prelim, formatShape(format));
}

/** Replaces the category's groups and slots (its matches go too: the schedule is applied after). */
export async function writeStructure(
  tx: Tx,
  category: CategoryInfo,
  plan: CompetitionPlan,
): Promise<Map<string, number>> {
  await tx.delete(matches).where(eq(matches.teamCategoryId, category.id));
  // Slots first: they name other groups of the category as predecessors.
  const old = tx
    .select({ id: competitionGroups.id })
    .from(competitionGroups)
    .where(eq(competitionGroups.teamCategoryId, category.id));
  await tx.delete(groupStandings).where(inArray(groupStandings.competitionGroupId, old));
  await tx.delete(competitionGroups).where(eq(competitionGroups.teamCategoryId, category.id));
  if (plan.groups.some((g) => g.level === 'placement_group')) {
    await tx.insert(roundLevels).values(PLACEMENT_GROUP_LEVEL).onConflictDoNothing();
  }
  const levels = new Map((await tx.select().from(roundLevels)).map((l) => [l.systemName, l.id]));
  const inserted = await tx
    .insert(competitionGroups)
    .values(
      plan.groups.map((g) => ({
        label: g.label,
        name: g.name,
        teamCategoryId: category.id,
        competitionRoundLevelId: levels.get(g.level)!,
        playoffCategory: g.playoffCategory,
        weight: g.weight,
      })),
    )
    .returning({ id: competitionGroups.id, label: competitionGroups.label });
  const ids = new Map(inserted.map((g) => [g.label, g.id]));
  await tx.insert(groupStandings).values(
    plan.groups.flatMap((g) =>
      g.slots.map((slot, i) => ({
        competitionGroupId: ids.get(g.label)!,
        slot: i + 1,
        teamId: slot.teamId ?? null,
        standings: null,
        predecessorCompetitionGroupId: slot.from ? ids.get(slot.from.groupLabel)! : null,
        predecessorCompetitionGroupStandings: slot.from?.rank ?? null,
      })),
    ),
  );
  return ids;
}

/** The category's drawn preliminary groups as stored: team ids in slot order, by group label. */
export async function storedPrelim(tx: Tx, categoryId: number): Promise<{ label: string; teamIds: number[] }[]> {
  const rows = await tx
    .select({ label: competitionGroups.label, slot: groupStandings.slot, teamId: groupStandings.teamId })
    .from(groupStandings)
    .innerJoin(competitionGroups, eq(competitionGroups.id, groupStandings.competitionGroupId))
    .innerJoin(roundLevels, eq(roundLevels.id, competitionGroups.competitionRoundLevelId))
    .where(and(eq(competitionGroups.teamCategoryId, categoryId), eq(roundLevels.systemName, 'preliminary')));
  const prelim = new Map<string, { slot: number; teamId: number }[]>();
  for (const r of rows) {
    if (r.teamId === null) continue;
    prelim.set(r.label, [...(prelim.get(r.label) ?? []), { slot: r.slot, teamId: r.teamId }]);
  }
  return [...prelim.entries()]
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
    .map(([label, slots]) => ({ label, teamIds: slots.sort((a, b) => a.slot - b.slot).map((s) => s.teamId) }));
}
