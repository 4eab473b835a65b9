import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEY, writeStorage } from './storage';

// Tabs share the list: a change in one shows in the others through the storage event.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let cachedRaw: string | undefined;
let cachedIds: readonly number[] = [];
function snapshot(): readonly number[] {
  const ids = readStorage('favouriteTeams') ?? [];
  const raw = ids.join(',');
  // useSyncExternalStore needs a stable reference while nothing changed.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = ids;
  }
  return cachedIds;
}

export function getFavouriteTeams(): readonly number[] {
  return snapshot();
}

export function setFavourite(teamId: number, favourite: boolean) {
  const ids = readStorage('favouriteTeams') ?? [];
  const next = favourite ? [...new Set([...ids, teamId])] : ids.filter((id) => id !== teamId);
  writeStorage('favouriteTeams', next);
  notify();
}

/** The followed team ids (stored under `tms`, expiring at the end of the year) and a toggle. */
export function useFavouriteTeams() {
  const ids = useSyncExternalStore(subscribe, snapshot, () => cachedIds);
  const toggle = useCallback((teamId: number) => setFavourite(teamId, !snapshot().includes(teamId)), []);
  return { ids, isFavourite: (teamId: number) => ids.includes(teamId), toggle };
}
