import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEY, writeStorage } from './storage';

type TeamListKey = 'favouriteTeams' | 'notifiedTeams';

/**
 * A list of team ids kept in the browser (under `tms`, expiring at the end of the year), shared by the
 * tabs: a change in one shows in the others through the storage event.
 */
export function storedTeamIds(key: TeamListKey) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  let cachedRaw: string | undefined;
  let cachedIds: readonly number[] = [];
  const snapshot = (): readonly number[] => {
    const ids = readStorage(key) ?? [];
    const raw = ids.join(',');
    // useSyncExternalStore needs a stable reference while nothing changed.
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedIds = ids;
    }
    return cachedIds;
  };
  return {
    get: snapshot,
    set(ids: readonly number[]) {
      writeStorage(key, [...new Set(ids)]);
      notify();
    },
    /** The ids, re-rendering when they change here or in another tab. */
    useIds: () => useSyncExternalStore(subscribe, snapshot, () => cachedIds),
  };
}
