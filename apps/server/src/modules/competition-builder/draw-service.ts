import { randomInt } from 'node:crypto';
import type { DrawResult } from '@tms/domain/contract/competition-builder';
import { type DrawTeam, drawGroups, drawWarnings, groupLetter } from '@tms/domain/schedule/draw';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { notifyCompetitionRebuilt } from '../live/notify';
import { categoryPlan, lockUnstarted, storedPrelim, writeStructure } from './structure-writer';
import { approvedTeams, type CategoryInfo, loadWorld, type World } from './world';

const labelOf = (category: CategoryInfo, index: number) => `${category.code}-${groupLetter(index)}`;

async function drawContext(db: Db, categoryId: number) {
  const world = await loadWorld(db);
  const category = world.categories.find((c) => c.id === categoryId);
  if (!category) throw notFound('Category');
  const teams: DrawTeam[] = (await approvedTeams(db, categoryId)).map((t) => ({ ...t, seeded: false }));
  return { world, category, teams, format: world.formats.get(categoryId)!.format };
}

function warningsWithLabels(category: CategoryInfo, groups: number[][], teams: DrawTeam[]) {
  return drawWarnings(groups, teams).map(({ rule, group, teamIds }) => ({
    rule,
    groupLabel: labelOf(category, group),
    teamIds,
  }));
}

/** POST /admin/competition/draw: a draw from the seed (a new one when none is given); writes nothing. */
export async function previewDraw(db: Db, categoryId: number, seed?: number): Promise<DrawResult> {
  const { category, teams, format } = await drawContext(db, categoryId);
  if (teams.length < format.groupCount * 2) {
    throw invalid(
      { categoryId: { key: 'invalidValue' } },
      `${teams.length} teams are too few for ${format.groupCount} groups`,
    );
  }
  const drawn = drawGroups(teams, format.groupCount, seed ?? randomInt(0, 2_147_483_647));
  return {
    seed: drawn.seed,
    groups: drawn.groups.map((teamIds, i) => ({ label: labelOf(category, i), teamIds })),
    warnings: warningsWithLabels(category, drawn.groups, teams),
  };
}

function checkGroups(
  world: World,
  category: CategoryInfo,
  teams: DrawTeam[],
  groups: { label: string; teamIds: number[] }[],
) {
  const format = world.formats.get(category.id)!.format;
  if (groups.length !== format.groupCount) {
    throw invalid(
      { groups: { key: 'invalidValue' } },
      `The format has ${format.groupCount} groups, not ${groups.length}`,
    );
  }
  const expected = new Set(teams.map((t) => t.teamId));
  const given = groups.flatMap((g) => g.teamIds);
  if (given.length !== expected.size || new Set(given).size !== given.length || given.some((id) => !expected.has(id))) {
    throw invalid(
      { groups: { key: 'invalidValue' } },
      'Every approved team of the category must be in exactly one group',
    );
  }
  const sizes = groups.map((g) => g.teamIds.length);
  if (Math.max(...sizes) - Math.min(...sizes) > 1) {
    throw invalid({ groups: { key: 'invalidValue' } }, 'Group sizes may differ by at most one');
  }
}

/**
 * PUT /admin/competition/groups/{categoryId}: writes the category's groups (preliminary slots as
 * given, the rest of the competition tree from its format) in one transaction. Refused with 409
 * when any of the category's matches has started; the category's matches are removed (the
 * schedule is applied next).
 */
export async function applyGroups(
  db: Db,
  user: SessionUser,
  categoryId: number,
  groups: { label: string; teamIds: number[] }[],
) {
  const { world, category, teams, format } = await drawContext(db, categoryId);
  checkGroups(world, category, teams, groups);
  const ordered = [...groups].sort((a, b) => a.label.length - b.label.length || a.label.localeCompare(b.label));
  await db.transaction(async (tx) => {
    await lockUnstarted(tx, [categoryId]);
    const before = await storedPrelim(tx, categoryId);
    await writeStructure(
      tx,
      category,
      categoryPlan(
        category,
        format,
        ordered.map((g) => g.teamIds),
      ),
    );
    await notifyCompetitionRebuilt(tx);
    await recordAudit(tx, user, {
      entity: 'categoryGroups',
      recordId: categoryId,
      action: 'update',
      before: { groups: before.map((g) => g.teamIds) },
      after: { groups: ordered.map((g) => g.teamIds) },
    });
  });
  const stored = ordered.map((g, i) => ({ label: labelOf(category, i), teamIds: g.teamIds }));
  return {
    categoryId,
    groups: stored,
    warnings: warningsWithLabels(
      category,
      stored.map((g) => g.teamIds),
      teams,
    ),
  };
}
