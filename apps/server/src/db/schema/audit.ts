import type { AuditAction, AuditEntity, AuditValues } from '@tms/domain/contract/audit';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The back-office audit: one row per change, written in the change's transaction by `recordAudit`.
 * `parentEntity`/`parentId` name the record the change is listed on besides its own (the club of a
 * payment). Only the changed fields are kept, as JSON values.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // The audit outlives a removed account.
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    entity: text().$type<AuditEntity>().notNull(),
    recordId: integer().notNull(),
    action: text().$type<AuditAction>().notNull(),
    parentEntity: text().$type<AuditEntity>(),
    parentId: integer(),
    oldValues: jsonb().$type<AuditValues>(),
    newValues: jsonb().$type<AuditValues>(),
    note: text(),
  },
  (t) => [index().on(t.entity, t.recordId, t.at), index().on(t.parentEntity, t.parentId, t.at), index().on(t.at)],
);
