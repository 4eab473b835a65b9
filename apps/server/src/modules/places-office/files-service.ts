import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { files, placeFiles, places, registrationFiles } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import { announceLookupChange } from '../../lib/lookup-change';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';

// A place's photos and files: uploaded with the files module (POST /web/files), then attached here.
// Their bodies stay in the files module's table (folder `places`) and are public, because the
// public place pages show them to everybody.

export const PLACE_FILES_FOLDER = 'places';
const PUBLIC_URL = '/api/v1/competition/place-files/';

export const placeFileUrl = (registrationFileId: number) => `${PUBLIC_URL}${registrationFileId}`;

/** The stored body's id behind a place file's public URL; null for a file kept elsewhere (a seeded link). */
export function registrationFileIdOf(url: string): number | null {
  if (!url.startsWith(PUBLIC_URL)) return null;
  const id = Number(url.slice(PUBLIC_URL.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

async function lockedPlace(tx: DbOrTx, id: number) {
  const [place] = await tx.select({ id: places.id }).from(places).where(eq(places.id, id)).for('update');
  if (!place) throw notFound('Place');
}

/** POST /admin/places/{id}/files: a file this user uploaded that nothing uses yet goes last. */
export async function attachPlaceFile(db: Db, user: SessionUser, placeId: number, fileId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedPlace(tx, placeId);
    const [upload] = await tx.select().from(registrationFiles).where(eq(registrationFiles.id, fileId)).for('update');
    if (!upload || upload.uploadedById !== user.id || upload.clubId !== null || upload.folder !== 'club-registration') {
      throw invalid({ fileId: { key: 'invalidValue' } }, 'Upload the file first; a file is attached once');
    }
    await tx.update(registrationFiles).set({ folder: PLACE_FILES_FOLDER }).where(eq(registrationFiles.id, fileId));
    const [file] = await tx
      .insert(files)
      .values({
        url: placeFileUrl(fileId),
        filename: upload.filename,
        extension: upload.extension,
        folder: PLACE_FILES_FOLDER,
      })
      .returning();
    const [last] = await tx
      .select({ max: sql<number | null>`max(${placeFiles.position})` })
      .from(placeFiles)
      .where(eq(placeFiles.placeId, placeId));
    await tx.insert(placeFiles).values({ placeId, fileId: file.id, position: (last?.max ?? -1) + 1 });
    await recordAudit(tx, user, {
      entity: 'place',
      recordId: placeId,
      action: 'update',
      after: { fileAdded: upload.filename },
    });
    await announceLookupChange(tx);
  });
}

/** DELETE /admin/places/{id}/files/{fileId}: the file leaves the place and its body is removed. */
export async function removePlaceFile(db: Db, user: SessionUser, placeId: number, fileId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedPlace(tx, placeId);
    const [row] = await tx
      .select({ file: files })
      .from(placeFiles)
      .innerJoin(files, eq(files.id, placeFiles.fileId))
      .where(and(eq(placeFiles.placeId, placeId), eq(placeFiles.fileId, fileId)));
    if (!row) throw notFound('File');
    await tx.delete(files).where(eq(files.id, fileId));
    const bodyId = registrationFileIdOf(row.file.url);
    if (bodyId) await tx.delete(registrationFiles).where(eq(registrationFiles.id, bodyId));
    await recordAudit(tx, user, {
      entity: 'place',
      recordId: placeId,
      action: 'update',
      before: { fileRemoved: row.file.filename },
    });
    await announceLookupChange(tx);
  });
}

/** PUT /admin/places/{id}/files/order: exactly the place's files, in their new order (400 otherwise). */
export async function orderPlaceFiles(db: Db, user: SessionUser, placeId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedPlace(tx, placeId);
    const current = await tx.select().from(placeFiles).where(eq(placeFiles.placeId, placeId));
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.some((row) => row.fileId === id));
    if (!same) throw invalid({ ids: { key: 'invalidValue' } }, "List each of the place's files once");
    for (const [position, fileId] of ids.entries()) {
      await tx
        .update(placeFiles)
        .set({ position })
        .where(and(eq(placeFiles.placeId, placeId), eq(placeFiles.fileId, fileId)));
    }
    await recordAudit(tx, user, {
      entity: 'place',
      recordId: placeId,
      action: 'update',
      before: { fileOrder: [...current].sort((a, b) => a.position - b.position).map((row) => row.fileId) },
      after: { fileOrder: ids },
    });
    await announceLookupChange(tx);
  });
}

/** GET /competition/place-files/{id}: a place's photo or file, for everybody. */
export async function readPlaceFile(db: DbOrTx, id: number) {
  const [file] = await db
    .select()
    .from(registrationFiles)
    .where(and(eq(registrationFiles.id, id), eq(registrationFiles.folder, PLACE_FILES_FOLDER)));
  if (!file) throw notFound('File');
  return file;
}
