import type { CategoryFormatItem } from '@tms/domain/contract/competition-builder';
import type { CategoryFormat } from '@tms/domain/schedule/format';
import { shapeProblem } from '@tms/domain/schedule/structure';
import type { Db, DbOrTx } from '../../db/client';
import { categoryFormats } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { loadWorld } from './world';

/** GET /admin/competition/formats: every category's format, stored or the 2025 default. */
export async function listFormats(db: DbOrTx): Promise<{ items: CategoryFormatItem[]; days: string[] }> {
  const world = await loadWorld(db);
  return {
    days: world.days,
    items: world.categories.map((c) => {
      const { format, isDefault } = world.formats.get(c.id)!;
      return { categoryId: c.id, code: c.code, teams: c.teams, isDefault, format };
    }),
  };
}

/** PUT /admin/competition/formats/{categoryId}: checks the format against the edition, stores it, audits it. */
export async function putFormat(db: Db, user: SessionUser, categoryId: number, format: CategoryFormat) {
  await db.transaction(async (tx) => {
    const world = await loadWorld(tx);
    const category = world.categories.find((c) => c.id === categoryId);
    if (!category) throw notFound('Category');
    const problem = shapeProblem(format, format.groupCount);
    if (problem)
      throw invalid(
        { groupCount: { key: 'invalidValue' } },
        `The format does not fit ${format.groupCount} groups (${problem})`,
      );
    const unknownHall = [...format.placeIds, ...format.finalPlaceIds].find((id) => !world.hallIds.includes(id));
    if (unknownHall !== undefined)
      throw invalid({ placeIds: { key: 'invalidValue' } }, `Hall ${unknownHall} does not exist`);
    if (format.days.some((d) => d >= world.days.length)) {
      throw invalid({ days: { key: 'invalidValue' } }, 'A day is outside the tournament');
    }
    const before = world.formats.get(categoryId)!.format;
    await tx
      .insert(categoryFormats)
      .values({ teamCategoryId: categoryId, format, updatedAt: new Date().toISOString() })
      .onConflictDoUpdate({
        target: categoryFormats.teamCategoryId,
        set: { format, updatedAt: new Date().toISOString() },
      });
    await recordAudit(tx, user, {
      entity: 'categoryFormat',
      recordId: categoryId,
      action: 'update',
      before,
      after: format,
    });
  });
  const { items } = await listFormats(db);
  return items.find((i) => i.categoryId === categoryId)!;
}
