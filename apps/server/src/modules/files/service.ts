import type { UploadedFile } from '@tms/domain/contract/club-registration';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registrationFiles } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { canManageClub, fileUrl } from '../../policy-clubs';
import { loadClubAccess } from '../clubs/club-access';
import { DOCUMENTS_FOLDER } from '../documents/service';
import { extensionOf } from './file-types';

/** Stores an upload, unattached until a registration of the uploader lists it. */
export async function storeFile(
  db: DbOrTx,
  user: SessionUser,
  file: { filename: string; mimeType: string; data: Buffer },
): Promise<UploadedFile> {
  const [row] = await db
    .insert(registrationFiles)
    .values({
      uploadedById: user.id,
      filename: file.filename,
      extension: extensionOf(file.filename),
      mimeType: file.mimeType,
      size: file.data.length,
      data: file.data,
    })
    .returning({
      id: registrationFiles.id,
      filename: registrationFiles.filename,
      extension: registrationFiles.extension,
      mimeType: registrationFiles.mimeType,
      size: registrationFiles.size,
      createdAt: registrationFiles.createdAt,
    });
  return { ...row, url: fileUrl(row.id) };
}

/**
 * A file with its body for who may see it: a dashboard document for everybody signed in; a
 * registration file for the uploader while it is unattached, afterwards whoever may see the
 * registration (the club's admins and admins). 404 for a file that does not exist.
 */
export async function readFile(db: DbOrTx, user: SessionUser, fileId: number) {
  const [file] = await db.select().from(registrationFiles).where(eq(registrationFiles.id, fileId));
  if (!file) throw notFound('File');
  // The dashboard's documents are for every signed-in user.
  const allowed =
    file.folder === DOCUMENTS_FOLDER
      ? true
      : file.clubId === null
        ? file.uploadedById === user.id
        : canManageClub(user, await loadClubAccess(db, user, file.clubId));
  if (!allowed) throw forbidden();
  return file;
}
