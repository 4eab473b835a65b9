import type { Link } from '@tms/domain/contract/common';
import type {
  AdminPlace,
  AdminPlaceDetail,
  OpeningHours,
  PlaceListQuery,
  PlaceValues,
} from '@tms/domain/contract/places-office';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { files, matches, placeFiles, placeTranslations, places, trainingTypes } from '../../db/schema/index';
import { type Paging, memoryList } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import { announceLookupChange } from '../../lib/lookup-change';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';

export const PLACES_PATH = '/api/v1/admin/places';
type PlaceRow = typeof places.$inferSelect;

function placeLinks(id: number): Link[] {
  const href = `${PLACES_PATH}/${id}`;
  return [
    { operationId: 'updateAdminPlace', method: 'PUT', href },
    { operationId: 'deleteAdminPlace', method: 'DELETE', href },
    { operationId: 'addAdminPlaceFile', method: 'POST', href: `${href}/files` },
  ];
}

/** Opening hours live in the place's data (`opening_hours`) beside the hall's reporter. */
export function openingHoursOf(data: Record<string, unknown>): OpeningHours[] {
  const value = data.opening_hours;
  return Array.isArray(value) ? (value as OpeningHours[]) : [];
}
const reporterOf = (data: Record<string, unknown>) => {
  const value = Number(data.hall_reporter);
  return Number.isInteger(value) && value > 0 ? value : null;
};

async function matchCounts(db: DbOrTx, ids?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ placeId: matches.placeId, n: sql<number>`count(*)::int` })
    .from(matches)
    .where(ids ? inArray(matches.placeId, ids) : undefined)
    .groupBy(matches.placeId);
  return new Map(rows.map((row) => [row.placeId, row.n]));
}

/** Every place with its name in the locale (the other language as fallback) and its matches; ≈100 places, in memory. */
export async function loadPlaceRows(db: DbOrTx, query: PlaceListQuery, paging: Paging, locale: string) {
  const [rows, names, counts] = await Promise.all([
    db.select().from(places).orderBy(asc(places.id)),
    db.select().from(placeTranslations),
    matchCounts(db),
  ]);
  const list: AdminPlace[] = rows
    .filter((place) => query.placeTypeId === undefined || place.placeTypeId === query.placeTypeId)
    .filter((place) => query.isActive === undefined || place.isActive === query.isActive)
    .map((place) => {
      const own = names.filter((name) => name.placeId === place.id);
      return {
        id: place.id,
        placeTypeId: place.placeTypeId,
        code: place.code,
        name: (own.find((name) => name.locale === locale) ?? own[0])?.name ?? place.code ?? `#${place.id}`,
        address: place.address,
        isActive: place.isActive,
        visibleOnMap: place.visibleOnMap,
        matches: counts.get(place.id) ?? 0,
        links: placeLinks(place.id),
      };
    });
  return memoryList(list, query, paging, {
    sorts: { code: (row) => row.code, name: (row) => row.name, type: (row) => row.placeTypeId },
    search: (row) => [row.code, row.name, row.address],
  });
}

/** GET /admin/places/{id}. */
export async function getPlace(db: DbOrTx, id: number): Promise<AdminPlaceDetail> {
  const [place] = await db.select().from(places).where(eq(places.id, id));
  if (!place) throw notFound('Place');
  const [names, fileRows, counts] = await Promise.all([
    db.select().from(placeTranslations).where(eq(placeTranslations.placeId, id)),
    db
      .select({ file: files, position: placeFiles.position })
      .from(placeFiles)
      .innerJoin(files, eq(files.id, placeFiles.fileId))
      .where(eq(placeFiles.placeId, id))
      .orderBy(asc(placeFiles.position), asc(files.id)),
    matchCounts(db, [id]),
  ]);
  const text = (locale: string) => names.find((name) => name.locale === locale);
  return {
    id: place.id,
    placeTypeId: place.placeTypeId,
    code: place.code,
    nameCs: text('cs')?.name ?? '',
    nameEn: text('en')?.name ?? '',
    descriptionCs: text('cs')?.description ?? null,
    descriptionEn: text('en')?.description ?? null,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    link: place.link,
    isActive: place.isActive,
    visibleOnMap: place.visibleOnMap,
    defaultRefereeAccommodation: place.defaultRefereeAccommodation,
    allowedTrainingTypesIds: place.allowedTrainingTypesIds,
    openingHours: openingHoursOf(place.data),
    files: fileRows.map(({ file, position }) => ({
      id: file.id,
      url: file.url,
      filename: file.filename,
      extension: file.extension,
      position,
    })),
    reporterId: reporterOf(place.data),
    matches: counts.get(id) ?? 0,
    createdAt: place.createdAt,
    updatedAt: place.updatedAt,
    links: placeLinks(id),
  };
}

/** The audited view of a place: its columns and texts as the form has them. */
function audited(place: PlaceRow, values: Pick<PlaceValues, 'nameCs' | 'nameEn' | 'descriptionCs' | 'descriptionEn'>) {
  const { data, createdAt: _c, updatedAt: _u, id: _id, ...columns } = place;
  return { ...columns, ...values, openingHours: openingHoursOf(data) };
}

/** 400 on the field when another place has the code or a training type does not exist. */
async function checkReferences(tx: DbOrTx, input: PlaceValues, id: number | null) {
  if (input.code) {
    const [taken] = await tx.select({ id: places.id }).from(places).where(eq(places.code, input.code));
    if (taken && taken.id !== id) throw invalid({ code: { key: 'duplicate' } }, 'Another place has this code');
  }
  if (input.allowedTrainingTypesIds.length) {
    const known = await tx
      .select({ id: trainingTypes.id })
      .from(trainingTypes)
      .where(inArray(trainingTypes.id, input.allowedTrainingTypesIds));
    const missing = input.allowedTrainingTypesIds.findIndex((value) => !known.some((row) => row.id === value));
    if (missing >= 0) throw invalid({ [`allowedTrainingTypesIds.${missing}`]: { key: 'invalidValue' } });
  }
}

function columnsOf(input: PlaceValues, data: Record<string, unknown>) {
  const { opening_hours: _previous, ...rest } = data;
  return {
    placeTypeId: input.placeTypeId,
    code: input.code,
    address: input.address,
    lat: input.lat,
    lng: input.lng,
    link: input.link,
    isActive: input.isActive,
    visibleOnMap: input.visibleOnMap,
    defaultRefereeAccommodation: input.defaultRefereeAccommodation,
    allowedTrainingTypesIds: input.allowedTrainingTypesIds,
    // Other settings (the hall's reporter) stay as they are.
    data: input.openingHours.length
      ? { ...rest, opening_hours: [...input.openingHours].sort((a, b) => a.day.localeCompare(b.day)) }
      : rest,
    updatedAt: new Date().toISOString(),
  };
}

async function writeTexts(tx: DbOrTx, placeId: number, input: PlaceValues) {
  for (const [locale, name, description] of [
    ['cs', input.nameCs, input.descriptionCs],
    ['en', input.nameEn, input.descriptionEn],
  ] as const) {
    await tx
      .insert(placeTranslations)
      .values({ placeId, locale, name, description })
      .onConflictDoUpdate({
        target: [placeTranslations.placeId, placeTranslations.locale],
        set: { name, description },
      });
  }
}

const textsOf = (input: PlaceValues) => ({
  nameCs: input.nameCs,
  nameEn: input.nameEn,
  descriptionCs: input.descriptionCs,
  descriptionEn: input.descriptionEn,
});

/** POST /admin/places. */
export async function createPlace(db: Db, user: SessionUser, input: PlaceValues): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, input, null);
    const [row] = await tx.insert(places).values(columnsOf(input, {})).returning();
    await writeTexts(tx, row.id, input);
    await recordAudit(tx, user, {
      entity: 'place',
      recordId: row.id,
      action: 'create',
      after: audited(row, textsOf(input)),
    });
    await announceLookupChange(tx);
    return row.id;
  });
}

/** PUT /admin/places/{id}: the place and both texts in one transaction; the hall's reporter stays. */
export async function updatePlace(db: Db, user: SessionUser, id: number, input: PlaceValues): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(places).where(eq(places.id, id)).for('update');
    if (!before) throw notFound('Place');
    await checkReferences(tx, input, id);
    const oldTexts = await tx.select().from(placeTranslations).where(eq(placeTranslations.placeId, id));
    const text = (locale: string) => oldTexts.find((row) => row.locale === locale);
    const [after] = await tx.update(places).set(columnsOf(input, before.data)).where(eq(places.id, id)).returning();
    await writeTexts(tx, id, input);
    await recordAudit(tx, user, {
      entity: 'place',
      recordId: id,
      action: 'update',
      before: audited(before, {
        nameCs: text('cs')?.name ?? '',
        nameEn: text('en')?.name ?? '',
        descriptionCs: text('cs')?.description ?? null,
        descriptionEn: text('en')?.description ?? null,
      }),
      after: audited(after, textsOf(input)),
    });
    await announceLookupChange(tx);
  });
}
