import type { MatchEventInput } from '@tms/domain/contract/reporting';

/** The event body as the server takes it, plus the server's id once known. */
export type QueuedEventData = MatchEventInput & { id?: number };

/** One event change kept on the device until the server has it. */
export type OfflineRecord = {
  /** `${matchId}-${createdTimestamp}` */
  id: string;
  matchId: number;
  data: QueuedEventData;
  modifiedAt: number;
  synced: 0 | 1;
  deleted: 0 | 1;
};

export type SyncFailure = {
  recordId: string;
  matchId: number;
  status: number;
  code: string | null;
  message: string;
  /** Field messages of a 400 answer (key + params), for the reporter's language. */
  fields: Record<string, { key: string; params?: Record<string, unknown> }> | null;
};

export type QueueStatus = {
  /** Records waiting to be uploaded (all matches). */
  pending: number;
  syncing: boolean;
  /** When an upload last went through (ms), null before the first one in this session. */
  lastSyncAt: number | null;
  /** Records whose last upload the server refused; they stay queued. */
  failures: readonly SyncFailure[];
  /** The last round stopped because the network was unavailable. */
  offline: boolean;
};

/** An event's identity on this device: its match and creation time (the server's idempotency key). */
export function recordId(matchId: number, createdTimestamp: number): string {
  return `${matchId}-${createdTimestamp}`;
}
