import { z } from 'zod';
import { idString } from './common';
import { listPage, listQuery } from './list';

// The back-office audit (who, when, which record, what: the old and the new values). Every write
// of the back-office records one entry in its transaction; GET /api/v1/admin/audit lists them.

/** Records the back-office changes. A change of a club's payment or invoice item names the club as its parent. */
export const AUDIT_ENTITIES = [
  'clubRegistration',
  'invoiceItem',
  'payment',
  'bankStatement',
  'refereeRegistration',
  'dashboardMessage',
  'document',
  'hall',
  'user',
  'categoryFormat',
  'categoryGroups',
  'categorySchedule',
  'match',
  'schedulePublication',
  'place',
  'teamCategory',
  'serviceLevel',
  'pricelistItem',
  'country',
  'accommodation',
  'accommodationPublication',
  'placeAccommodation',
  'trainingRequest',
  'edition',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What happened: created, changed, deleted, or a named step (a state change, a reminder sent). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'stateChange',
  'reminder',
  'import',
  'send',
  'block',
  'unblock',
  'passwordReset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A value as it was or became: JSON of a column (text, number, boolean, null). */
export const auditValues = z.record(z.string(), z.unknown());
export type AuditValues = z.infer<typeof auditValues>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** Null once the account is removed. */
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  recordId: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  /** The changed fields before and after (a creation has no old, a deletion no new values). */
  oldValues: auditValues.nullable(),
  newValues: auditValues.nullable(),
  /** A free text the user gave, e.g. the reason of a state change. */
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * GET /api/v1/admin/audit: newest first by default. `entity` and `id` select one record and the
 * records it is parent of (a club registration's payments and invoice items).
 */
export const auditQuery = listQuery({
  sort: ['at', 'entity', 'action'],
  defaultSort: '-at',
  filters: {
    entity: z.enum(AUDIT_ENTITIES).optional(),
    id: idString.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
  },
});
export type AuditQuery = z.input<typeof auditQuery>;
export const auditPage = listPage(auditEntry);
