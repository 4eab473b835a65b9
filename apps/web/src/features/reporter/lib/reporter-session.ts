/**
 * What the reporter screens need to open without a network: who signed in (roles) and their halls,
 * remembered for this tab only. A tablet at the timekeeper's table may reload while the hall's Wi-Fi
 * is down; everything else then comes from the service worker's cache and the offline queue.
 */
const KEY = 'tms.reporter';

export type ReporterSession = { userId: number; roles: string[]; hallIds: number[] };

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readReporterSession(): ReporterSession | null {
  try {
    const value: unknown = JSON.parse(store()?.getItem(KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'userId' in value &&
      typeof value.userId === 'number' &&
      'roles' in value &&
      Array.isArray(value.roles) &&
      value.roles.every((role) => typeof role === 'string') &&
      'hallIds' in value &&
      Array.isArray(value.hallIds) &&
      value.hallIds.every((id) => typeof id === 'number')
    ) {
      return { userId: value.userId, roles: value.roles, hallIds: value.hallIds };
    }
  } catch {
    // Malformed: as if nothing was stored.
  }
  return null;
}

export function writeReporterSession(session: ReporterSession): void {
  try {
    store()?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage full or disabled: the screens then simply need the network to open.
  }
}
