import { type AuditRecord, auditDiff, hasChanges } from '@tms/domain/audit-diff';
import type { AuditAction, AuditEntity } from '@tms/domain/contract/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditChange = {
  entity: AuditEntity;
  recordId: number;
  action: AuditAction;
  /** The record the change is also listed on (a payment's club registration). */
  parent?: { entity: AuditEntity; id: number };
  /** The record before and after the change (only changed fields are kept); omitted for a creation or deletion. */
  before?: AuditRecord | null;
  after?: AuditRecord | null;
  /** What the user said about it, e.g. the reason of a state change. */
  note?: string | null;
};

/**
 * Records one back-office change. Call it inside the write's transaction, after the write, so the
 * audit and the change commit or roll back together. An update that changed nothing (and carries no
 * note) records nothing.
 */
export async function recordAudit(tx: DbOrTx, user: { id: number } | null, change: AuditChange): Promise<void> {
  await recordAudits(tx, user, [change]);
}

/** Many changes of one write at once (a plan applied to every match), by the same rules: one insert per 1000. */
export async function recordAudits(tx: DbOrTx, user: { id: number } | null, changes: readonly AuditChange[]) {
  const rows = changes.flatMap((change) => {
    const diff = auditDiff(change.before, change.after);
    const note = change.note?.trim() ? change.note.trim() : null;
    if (change.action === 'update' && !hasChanges(diff) && !note) return [];
    return [
      {
        userId: user?.id ?? null,
        entity: change.entity,
        recordId: change.recordId,
        action: change.action,
        parentEntity: change.parent?.entity ?? null,
        parentId: change.parent?.id ?? null,
        oldValues: diff.oldValues,
        newValues: diff.newValues,
        note,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(auditLog).values(rows.slice(i, i + 1000));
}
