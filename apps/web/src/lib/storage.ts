/**
 * Browser storage under one localStorage key (`tms`). Every value carries its own expiry: the end of
 * the year it was written in, so a new tournament edition starts with a clean slate.
 */
export const STORAGE_KEY = 'tms';

export type Locale = 'cs' | 'en';

export type StorageValues = {
  locale: Locale;
  /** Remembered sign-in state; the user is loaded on start only when it is set. */
  loggedIn: boolean;
  /** Ids of the teams the visitor follows; shown on the results dashboard. */
  favouriteTeams: number[];
  /** Ids of the teams this browser gets push notices about. */
  notifiedTeams: number[];
  /** Super admins: show translation keys instead of texts. */
  showTranslationKeys: boolean;
  /** Translation overrides (JSON text) tried out in this browser only, before saving them. */
  translationPreview: string;
};

type StorageKey = keyof StorageValues;
type StoredEntry = { value: unknown; expiresAt: number };
type StoredObject = Record<string, StoredEntry>;

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);

const validators: { [K in StorageKey]: (value: unknown) => value is StorageValues[K] } = {
  locale: (value): value is Locale => value === 'cs' || value === 'en',
  loggedIn: (value): value is boolean => typeof value === 'boolean',
  favouriteTeams: (value): value is number[] => isIdList(value),
  notifiedTeams: (value): value is number[] => isIdList(value),
  showTranslationKeys: (value): value is boolean => typeof value === 'boolean',
  translationPreview: (value): value is string => typeof value === 'string',
};

/** 31 December 23:59:59.999 local time of the year of `now`. */
export function endOfYear(now: Date = new Date()): number {
  return new Date(now.getFullYear(), 11, 31, 23, 59, 59, 999).getTime();
}

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Access can throw (privacy mode, sandboxed iframes); the app then simply remembers nothing.
    return null;
  }
}

function isEntry(value: unknown): value is StoredEntry {
  return typeof value === 'object' && value !== null && 'expiresAt' in value && typeof value.expiresAt === 'number';
}

/** Reads the object and drops expired or malformed entries (persisting the cleanup). */
function load(now: number): StoredObject {
  const store = backend();
  if (!store) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    parsed = {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    save({});
    return {};
  }
  const result: StoredObject = {};
  let dropped = false;
  for (const [key, entry] of Object.entries(parsed)) {
    if (isEntry(entry) && entry.expiresAt >= now) result[key] = entry;
    else dropped = true;
  }
  if (dropped) save(result);
  return result;
}

function save(data: StoredObject): void {
  const store = backend();
  if (!store) return;
  try {
    if (Object.keys(data).length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Quota exceeded or storage disabled: not worth bothering the user about.
  }
}

export function readStorage<K extends StorageKey>(key: K, now: Date = new Date()): StorageValues[K] | undefined {
  const entry = load(now.getTime())[key];
  if (!entry) return undefined;
  return validators[key](entry.value) ? entry.value : undefined;
}

export function writeStorage<K extends StorageKey>(key: K, value: StorageValues[K], now: Date = new Date()): void {
  const data = load(now.getTime());
  data[key] = { value, expiresAt: endOfYear(now) };
  save(data);
}

export function removeStorage(key: StorageKey, now: Date = new Date()): void {
  const data = load(now.getTime());
  if (!(key in data)) return;
  delete data[key];
  save(data);
}
