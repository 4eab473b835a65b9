import type { MatchEventInput } from '@tms/domain/contract/reporting';
import { legacyClientId } from '@tms/domain/match-event-write';
import { v4 as uuidv4 } from 'uuid';

/**
 * The event body as the server takes it, plus the server's id once known. `clientId` is missing in
 * records queued before events had keys; their upload sends the key derived from the creation time.
 */
export type QueuedEventData = MatchEventInput & { id?: number };

/** One event change kept on the device until the server has it. */
export type OfflineRecord = {
  /** `recordId`: `${matchId}-${clientId}` (`${matchId}-${createdTimestamp}` for events without a key). */
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

/**
 * A new event's key (the server's idempotency key), made when the event is entered. The library
 * draws it from crypto.getRandomValues, which a hall's plain-http address has, unlike randomUUID.
 */
export function newClientId(): string {
  return uuidv4();
}

/**
 * A record's key in this device's store: its match and the event's key, or for an event without a
 * key of its own (queued or stored before keys existed) its creation time, as such records were
 * stored then.
 */
export function recordId(matchId: number, event: Pick<QueuedEventData, 'clientId' | 'createdTimestamp'>): string {
  const { clientId, createdTimestamp } = event;
  const ownKey = clientId !== undefined && clientId !== legacyClientId(createdTimestamp);
  return `${matchId}-${ownKey ? clientId : createdTimestamp}`;
}
