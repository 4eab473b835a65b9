import type { MatchEventInput } from '@tms/domain/contract/reporting';
import { eventClientId } from '@tms/domain/match-event-write';
import type { OfflineRecord, QueuedEventData } from './records';

// How a local copy and the server's copy of an event meet during an upload. Which copy the screen
// shows is the domain's rule (@tms/domain/offline-merge).

/**
 * The body the server takes: the queue's own fields (the server id) stay out. A record queued before
 * events had keys gets the key derived from its creation time, the one the server gives such events.
 */
export function eventBody(data: QueuedEventData): MatchEventInput {
  const { id: _id, ...body } = data;
  return { ...body, clientId: eventClientId(body) };
}

/** A change's modification time: strictly later than the previous copy's, so an upload in flight can tell it was overtaken. */
export function modificationTime(existing: Pick<OfflineRecord, 'modifiedAt'> | undefined, now: number): number {
  return existing && now <= existing.modifiedAt ? existing.modifiedAt + 1 : now;
}
