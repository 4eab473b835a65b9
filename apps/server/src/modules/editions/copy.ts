import { EDITION_COPIED, type RolloverInput } from '@tms/domain/contract/editions';
import { addYears, daysBetween, moveConfigDateTime } from '@tms/domain/editions';
import { asc } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { useEdition } from '../../db/edition-scope';
import { categoryFormats, configurations, editions, pricelistItems, teamCategories } from '../../db/schema/index';

type EditionCopied = (typeof EDITION_COPIED)[number];

/**
 * What a new edition takes from an existing one (read in that edition): its categories with their
 * competition formats (halls, days and hours per category), its price list and its configuration.
 */
export type CopySource = {
  startsOn: string;
  year: number;
  categories: (typeof teamCategories.$inferSelect)[];
  formats: (typeof categoryFormats.$inferSelect)[];
  pricelist: (typeof pricelistItems.$inferSelect)[];
  configuration: (typeof configurations.$inferSelect)[];
};

export async function readCopySource(db: DbOrTx, edition: { startsOn: string; year: number }): Promise<CopySource> {
  return {
    ...edition,
    categories: await db.select().from(teamCategories).orderBy(asc(teamCategories.id)),
    formats: await db.select().from(categoryFormats).orderBy(asc(categoryFormats.teamCategoryId)),
    pricelist: await db.select().from(pricelistItems).orderBy(asc(pricelistItems.id)),
    configuration: await db.select().from(configurations).orderBy(asc(configurations.key)),
  };
}

/** Days every date moves and years every birth-date limit moves from the source to `target`. */
export function shiftsTo(
  source: Pick<CopySource, 'startsOn' | 'year'>,
  target: Pick<RolloverInput, 'startsOn' | 'year'>,
) {
  return { shiftDays: daysBetween(source.startsOn, target.startsOn), shiftYears: target.year - source.year };
}

export function movedCategory(category: { birthDateMin: string; birthDateMax: string | null }, years: number) {
  return {
    birthDateMin: addYears(category.birthDateMin, years),
    birthDateMax: category.birthDateMax ? addYears(category.birthDateMax, years) : null,
  };
}

export function movedValue(row: { dataType: string; value: string | null }, days: number): string | null {
  if (row.dataType !== 'datetime' || !row.value) return row.value;
  return moveConfigDateTime(row.value, days) ?? row.value;
}

export function copiedCounts(source: CopySource): { table: EditionCopied; count: number }[] {
  const counts: Record<EditionCopied, number> = {
    teamCategories: source.categories.length,
    categoryFormats: source.formats.length,
    pricelistItems: source.pricelist.length,
    configurations: source.configuration.length,
  };
  return EDITION_COPIED.map((table) => ({ table, count: counts[table] }));
}

/**
 * Creates edition `target` (not current) from `source` inside `tx`, which from then on sees and
 * writes the new edition: categories with birth dates moved, their formats, the price list and the
 * configuration with every date moved to the new tournament days. Answers the new edition's id.
 */
export async function createEditionFrom(tx: Tx, source: CopySource, target: RolloverInput): Promise<number> {
  const { shiftDays, shiftYears } = shiftsTo(source, target);
  const [created] = await tx
    .insert(editions)
    .values({
      year: target.year,
      name: target.name,
      startsOn: target.startsOn,
      endsOn: target.endsOn,
      isCurrent: false,
    })
    .returning({ id: editions.id });
  await useEdition(tx, created.id);
  // Written through the views, so every row gets the edition `useEdition` set.
  const categoryIds = new Map<number, number>();
  if (source.categories.length > 0) {
    const inserted = await tx
      .insert(teamCategories)
      .values(
        source.categories.map(({ id: _id, editionId: _edition, ...category }) => ({
          ...category,
          ...movedCategory(category, shiftYears),
        })),
      )
      .returning({ id: teamCategories.id, code: teamCategories.code });
    const byCode = new Map(inserted.map((row) => [row.code, row.id]));
    for (const category of source.categories) categoryIds.set(category.id, byCode.get(category.code)!);
  }
  if (source.formats.length > 0) {
    await tx.insert(categoryFormats).values(
      source.formats.map(({ editionId: _edition, updatedAt: _at, teamCategoryId, format }) => ({
        teamCategoryId: categoryIds.get(teamCategoryId)!,
        format,
      })),
    );
  }
  if (source.pricelist.length > 0) {
    await tx
      .insert(pricelistItems)
      .values(source.pricelist.map(({ id: _id, editionId: _edition, createdAt: _at, ...item }) => item));
  }
  if (source.configuration.length > 0) {
    await tx
      .insert(configurations)
      .values(
        source.configuration.map(({ editionId: _edition, ...row }) => ({ ...row, value: movedValue(row, shiftDays) })),
      );
  }
  return created.id;
}
