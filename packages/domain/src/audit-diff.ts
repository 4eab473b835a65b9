// What the audit keeps of a change: only the fields whose value changed, before and after, as
// JSON values. Bookkeeping columns (timestamps of the row itself) are left out: they change on
// every write and say nothing the audit's own time does not.

export type AuditRecord = Readonly<Record<string, unknown>>;
export type AuditDiff = { oldValues: Record<string, unknown> | null; newValues: Record<string, unknown> | null };

const IGNORED = new Set(['createdAt', 'updatedAt']);

/** A value as JSON keeps it: undefined is null, dates are ISO texts, nested values compared by their JSON. */
function jsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(jsonValue(a)) === JSON.stringify(jsonValue(b));

/**
 * The changed fields of a record: a creation (no `before`) keeps every new value, a deletion (no
 * `after`) every old one, an update the fields that differ (null when none does).
 */
export function auditDiff(before: AuditRecord | null | undefined, after: AuditRecord | null | undefined): AuditDiff {
  const pick = (record: AuditRecord, keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, jsonValue(record[key])]));
  if (!before && !after) return { oldValues: null, newValues: null };
  if (!before) {
    const keys = Object.keys(after!).filter((key) => !IGNORED.has(key));
    return { oldValues: null, newValues: pick(after!, keys) };
  }
  if (!after) {
    const keys = Object.keys(before).filter((key) => !IGNORED.has(key));
    return { oldValues: pick(before, keys), newValues: null };
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !IGNORED.has(key) && !same(before[key], after[key]),
  );
  if (keys.length === 0) return { oldValues: null, newValues: null };
  return { oldValues: pick(before, keys), newValues: pick(after, keys) };
}

/** Whether the diff holds anything to record. */
export function hasChanges(diff: AuditDiff): boolean {
  return diff.oldValues !== null || diff.newValues !== null;
}
