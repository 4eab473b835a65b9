import type { Link } from '@tms/domain/contract/common';
import type {
  AdminDocument,
  DashboardDocument,
  DocumentInput,
  DocumentListQuery,
  DocumentLocale,
  DocumentUpdateInput,
} from '@tms/domain/contract/documents';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { dashboardDocuments, registrationFiles } from '../../db/schema/index';
import { type Paging, sqlList, sqlOrderBy, sqlSearch } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { fileUrl } from '../../policy-clubs';
import { recordAudit } from '../audit/record';

export const DOCUMENTS_FOLDER = 'documents';
const ADMIN = '/api/v1/admin/documents';

const columns = {
  id: dashboardDocuments.id,
  fileId: dashboardDocuments.fileId,
  locale: dashboardDocuments.locale,
  title: dashboardDocuments.title,
  position: dashboardDocuments.position,
  filename: registrationFiles.filename,
  extension: registrationFiles.extension,
  size: registrationFiles.size,
  createdAt: dashboardDocuments.createdAt,
};
type Row = Omit<DashboardDocument, 'url' | 'locale'> & { locale: string };

const toDocument = (row: Row): DashboardDocument => ({
  ...row,
  locale: row.locale === 'en' ? 'en' : 'cs',
  url: fileUrl(row.fileId),
});
const toAdminDocument = (row: Row): AdminDocument => {
  const href = `${ADMIN}/${row.id}`;
  const links: Link[] = [
    { operationId: 'updateDocument', method: 'PUT', href },
    { operationId: 'deleteDocument', method: 'DELETE', href },
  ];
  return { ...toDocument(row), links };
};

const selectDocuments = (db: DbOrTx) =>
  db
    .select(columns)
    .from(dashboardDocuments)
    .innerJoin(registrationFiles, eq(registrationFiles.id, dashboardDocuments.fileId));

/** GET /web/documents: every document in its language's order. */
export async function listDashboardDocuments(db: DbOrTx): Promise<DashboardDocument[]> {
  const rows = await selectDocuments(db).orderBy(
    asc(dashboardDocuments.locale),
    asc(dashboardDocuments.position),
    asc(dashboardDocuments.id),
  );
  return rows.map(toDocument);
}

export async function loadDocumentRows(db: DbOrTx, query: DocumentListQuery, paging: Paging) {
  const where = and(
    query.language ? eq(dashboardDocuments.locale, query.language) : undefined,
    sqlSearch(query.q, [dashboardDocuments.title, registrationFiles.filename]),
  );
  return sqlList(paging, where, {
    count: async (condition) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(dashboardDocuments)
          .innerJoin(registrationFiles, eq(registrationFiles.id, dashboardDocuments.fileId))
          .where(condition)
      )[0].n,
    select: async (condition, page) => {
      const base = selectDocuments(db)
        .where(condition)
        .orderBy(
          asc(dashboardDocuments.locale),
          ...sqlOrderBy(
            query.sort,
            {
              position: dashboardDocuments.position,
              title: dashboardDocuments.title,
              createdAt: dashboardDocuments.createdAt,
            },
            dashboardDocuments.id,
          ),
        );
      return (await (page ? base.limit(page.limit).offset(page.offset) : base)).map(toAdminDocument);
    },
  });
}

export async function getDocument(db: DbOrTx, id: number): Promise<AdminDocument> {
  const [row] = await selectDocuments(db).where(eq(dashboardDocuments.id, id));
  if (!row) throw notFound('Document');
  return toAdminDocument(row);
}

async function nextPosition(tx: DbOrTx, locale: DocumentLocale): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${dashboardDocuments.position})` })
    .from(dashboardDocuments)
    .where(eq(dashboardDocuments.locale, locale));
  return (row?.max ?? -1) + 1;
}

/**
 * POST /admin/documents: publishes a file this user uploaded and nothing else uses (not listed by a
 * registration, not a document yet); it moves to the folder `documents` and goes last in its language.
 */
export async function createDocument(db: Db, user: SessionUser, input: DocumentInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select()
      .from(registrationFiles)
      .where(eq(registrationFiles.id, input.fileId))
      .for('update');
    const [taken] = await tx
      .select({ id: dashboardDocuments.id })
      .from(dashboardDocuments)
      .where(eq(dashboardDocuments.fileId, input.fileId));
    if (!file || file.uploadedById !== user.id || file.clubId !== null || taken) {
      throw invalid({ fileId: { key: 'invalidValue' } }, 'Upload the file first; a file is published once');
    }
    await tx.update(registrationFiles).set({ folder: DOCUMENTS_FOLDER }).where(eq(registrationFiles.id, file.id));
    const [row] = await tx
      .insert(dashboardDocuments)
      .values({ ...input, position: await nextPosition(tx, input.locale) })
      .returning();
    await recordAudit(tx, user, {
      entity: 'document',
      recordId: row.id,
      action: 'create',
      after: { title: row.title, locale: row.locale, position: row.position, filename: file.filename },
    });
    return row.id;
  });
}

async function lockedDocument(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(dashboardDocuments).where(eq(dashboardDocuments.id, id)).for('update');
  if (!row) throw notFound('Document');
  return row;
}

/** PUT /admin/documents/{id}: title and language; moved to another language it goes last there. */
export async function updateDocument(db: Db, user: SessionUser, id: number, input: DocumentUpdateInput) {
  await db.transaction(async (tx) => {
    const before = await lockedDocument(tx, id);
    const position = before.locale === input.locale ? before.position : await nextPosition(tx, input.locale);
    const [after] = await tx
      .update(dashboardDocuments)
      .set({ title: input.title, locale: input.locale, position })
      .where(eq(dashboardDocuments.id, id))
      .returning();
    const values = (row: typeof after) => ({ title: row.title, locale: row.locale, position: row.position });
    await recordAudit(tx, user, {
      entity: 'document',
      recordId: id,
      action: 'update',
      before: values(before),
      after: values(after),
    });
  });
}

/** DELETE /admin/documents/{id}: the document and its file. */
export async function deleteDocument(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockedDocument(tx, id);
    await tx.delete(registrationFiles).where(eq(registrationFiles.id, before.fileId));
    await recordAudit(tx, user, {
      entity: 'document',
      recordId: id,
      action: 'delete',
      before: { title: before.title, locale: before.locale, position: before.position },
    });
  });
}

/** PUT /admin/documents/order: the language's documents in a new order; every one of them exactly once (400 otherwise). */
export async function orderDocuments(db: Db, user: SessionUser, locale: DocumentLocale, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(dashboardDocuments).where(eq(dashboardDocuments.locale, locale)).for('update');
    const known = new Set(rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || !ids.every((id) => known.has(id))) {
      throw invalid({ ids: { key: 'invalidValue' } }, 'List every document of the language once');
    }
    for (const [position, id] of ids.entries()) {
      const before = rows.find((row) => row.id === id)!;
      if (before.position === position) continue;
      await tx.update(dashboardDocuments).set({ position }).where(eq(dashboardDocuments.id, id));
      await recordAudit(tx, user, {
        entity: 'document',
        recordId: id,
        action: 'update',
        before: { position: before.position },
        after: { position },
      });
    }
  });
}
