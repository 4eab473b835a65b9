import type { AuditEntry } from '@tms/domain/contract/audit';
import type { z } from 'zod';
import type { auditQuery } from '@tms/domain/contract/audit';
import { and, count, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { type ExportColumn, type Paging, sqlList, sqlOrderBy, sqlSearch } from '../../lib/admin-list';

export type AuditListQuery = z.output<typeof auditQuery>;
type Row = AuditEntry;

/** Entries of one record (and of the records it is parent of), or every entry; the query's filters and search. */
function conditions(query: AuditListQuery) {
  const record =
    query.entity && query.id !== undefined
      ? or(
          and(eq(auditLog.entity, query.entity), eq(auditLog.recordId, query.id)),
          and(eq(auditLog.parentEntity, query.entity), eq(auditLog.parentId, query.id)),
        )
      : query.entity
        ? eq(auditLog.entity, query.entity)
        : undefined;
  return and(
    record,
    query.action ? eq(auditLog.action, query.action) : undefined,
    sqlSearch(query.q, [users.firstName, users.lastName, users.username, auditLog.note, auditLog.newValues]),
  );
}

const SORTS = { at: auditLog.at, entity: auditLog.entity, action: auditLog.action };

export function loadAudit(db: DbOrTx, query: AuditListQuery, paging: Paging) {
  return sqlList<Row>(paging, conditions(query), {
    count: async (where) =>
      (await db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).where(where))[0].n,
    select: async (where, page) => {
      const base = db
        .select({ entry: auditLog, firstName: users.firstName, lastName: users.lastName, email: users.username })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(where)
        .orderBy(...sqlOrderBy(query.sort, SORTS, auditLog.id))
        .$dynamic();
      const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
      return rows.map(({ entry, firstName, lastName, email }) => ({
        id: entry.id,
        at: entry.at,
        user:
          entry.userId === null
            ? null
            : { id: entry.userId, name: `${firstName ?? ''} ${lastName ?? ''}`.trim(), email: email ?? '' },
        entity: entry.entity,
        recordId: entry.recordId,
        action: entry.action,
        oldValues: entry.oldValues,
        newValues: entry.newValues,
        note: entry.note,
      }));
    },
  });
}

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

export const AUDIT_EXPORT: ExportColumn<Row>[] = [
  { header: 'audit.columns.at', type: 'datetime', value: (row) => row.at },
  { header: 'audit.columns.user', type: 'text', value: (row) => row.user?.email ?? null },
  { header: 'audit.columns.entity', type: 'text', value: (row) => row.entity, labels: 'audit.entity' },
  { header: 'audit.columns.recordId', type: 'integer', value: (row) => row.recordId },
  { header: 'audit.columns.action', type: 'text', value: (row) => row.action, labels: 'audit.action' },
  { header: 'audit.columns.oldValues', type: 'text', value: (row) => json(row.oldValues) },
  { header: 'audit.columns.newValues', type: 'text', value: (row) => json(row.newValues) },
  { header: 'audit.columns.note', type: 'text', value: (row) => row.note },
];
