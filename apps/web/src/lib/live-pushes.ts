import type { LiveBundle } from '@tms/domain/contract/competition';

// The server reads a live bundle before its answer leaves; a match the stream pushes while that
// answer is on its way is newer than the bundle's copy of it. Without care, every refetch (the poll,
// a stage change, a reset of the stream) would show such a match as it was before, a score going
// back, until the next push or poll. Pushes are therefore counted, and a refetch keeps the matches
// pushed after it started.

let pushes = 0;
const pushedAt = new Map<number, number>();

/** The stream has just replaced this match in the live data. */
export function notePush(matchId: number): void {
  pushes += 1;
  pushedAt.set(matchId, pushes);
}

/** Taken before a refetch: the matches pushed after it are newer than what the refetch brings. */
export function pushMark(): number {
  return pushes;
}

/** The fetched bundle, with the cached copy of each match the stream pushed after `mark`. */
export function keepNewerPushes(fetched: LiveBundle, cached: LiveBundle | undefined, mark: number): LiveBundle {
  if (!cached || pushes === mark) return fetched;
  const newer = new Map(cached.matches.filter((m) => (pushedAt.get(m.id) ?? 0) > mark).map((m) => [m.id, m]));
  if (newer.size === 0) return fetched;
  return { ...fetched, matches: fetched.matches.map((m) => newer.get(m.id) ?? m) };
}
