/**
 * Merge rule of the reporter's offline event queue (PRODUCT_SPEC §4: "if two copies exist, the later
 * modification time wins").
 *
 * An event can exist twice: as the server's copy (from the last match detail answer) and as a local
 * copy in the queue. Events are identified by a key that never changes and exists before the server
 * has assigned an id: the client's event key (`eventClientId` in match-event-write.ts) where the
 * caller passes one, else the client creation time (`createdTimestamp`).
 *
 * Modification times, all on the client's clock (so server clock skew does not matter):
 * - the server copy counts as modified when its answer was received (`serverReceivedAt`);
 * - a synced local copy counts as modified at its own `modifiedAt`;
 * - an unsynced local copy is a change the server has not seen yet, so it is newer than any server
 *   answer: its time counts as +infinity until it is uploaded.
 */

/** One copy of an event in the offline queue. */
export type LocalCopy<T> = {
  createdTimestamp: number;
  /** The event's identity; the creation time when absent. */
  key?: string;
  data: T;
  /** ms since epoch, client clock. */
  modifiedAt: number;
  synced: boolean;
  deleted: boolean;
};

export type MergedEvent<S, L> =
  | { createdTimestamp: number; origin: 'server'; event: S }
  | { createdTimestamp: number; origin: 'local'; data: L; synced: boolean };

/** The comparable modification time of a local copy (see the module comment). */
export function localModifiedAt(copy: Pick<LocalCopy<unknown>, 'modifiedAt' | 'synced'>): number {
  return copy.synced ? copy.modifiedAt : Number.POSITIVE_INFINITY;
}

/**
 * True when the local copy is the one to show: it is strictly later than the server's answer. On a
 * tie the server wins, because that is what every spectator sees.
 */
export function localWins(
  copy: Pick<LocalCopy<unknown>, 'modifiedAt' | 'synced'>,
  serverReceivedAt: number | null,
): boolean {
  if (serverReceivedAt === null) return true;
  return localModifiedAt(copy) > serverReceivedAt;
}

/**
 * Events to show: server events merged with local copies, the later modification winning. A winning
 * local copy that is deleted hides the event. A synced local copy the server answer does not contain
 * although the answer is later was removed on the server (e.g. from another device) and is dropped.
 * The result keeps server order first, then local-only events by creation time.
 */
export function mergeEvents<S extends { createdTimestamp: number }, L>(
  server: readonly S[],
  serverReceivedAt: number | null,
  local: readonly LocalCopy<L>[],
  /** The server event's identity, matching the local copies' `key`; the creation time by default. */
  serverKey: (event: S) => string | number = (event) => event.createdTimestamp,
): MergedEvent<S, L>[] {
  const localKey = (copy: LocalCopy<L>) => copy.key ?? copy.createdTimestamp;
  const localByKey = new Map<string | number, LocalCopy<L>>();
  for (const copy of local) {
    const other = localByKey.get(localKey(copy));
    // Two local copies of one event cannot exist in one store; if a caller passes both, the later counts.
    if (!other || copy.modifiedAt >= other.modifiedAt) localByKey.set(localKey(copy), copy);
  }

  const merged: MergedEvent<S, L>[] = [];
  const seen = new Set<string | number>();
  for (const event of server) {
    const key = serverKey(event);
    seen.add(key);
    const copy = localByKey.get(key);
    const createdTimestamp = event.createdTimestamp;
    if (copy && localWins(copy, serverReceivedAt)) {
      if (!copy.deleted) merged.push({ createdTimestamp, origin: 'local', data: copy.data, synced: copy.synced });
      continue;
    }
    merged.push({ createdTimestamp, origin: 'server', event });
  }

  const localOnly = [...localByKey.values()]
    .filter((copy) => !seen.has(localKey(copy)) && !copy.deleted && localWins(copy, serverReceivedAt))
    .sort((a, b) => a.createdTimestamp - b.createdTimestamp);
  for (const copy of localOnly) {
    merged.push({ createdTimestamp: copy.createdTimestamp, origin: 'local', data: copy.data, synced: copy.synced });
  }
  return merged;
}
