// A lookup record (country, team category, service level, pricelist item, place) that the office
// deactivated is no longer offered to choose. What already holds it keeps it: a club that booked a
// package before it was deactivated still sees it and may save its registration unchanged; only a
// new choice of it is refused. The forms and the server apply the same rule.

export type Deactivatable = { id: number; isActive: boolean };

type Held = Iterable<number | null | undefined>;

/** Whether the record may be chosen: active, or already held by what is being changed. */
export function isOffered(record: Deactivatable, held: Held = []): boolean {
  if (record.isActive) return true;
  for (const id of held) if (id === record.id) return true;
  return false;
}

/** The records a form offers, in their order: the active ones and those it already holds. */
export function offeredRecords<T extends Deactivatable>(records: readonly T[], held: Held = []): T[] {
  const kept = new Set(held);
  return records.filter((record) => record.isActive || kept.has(record.id));
}
