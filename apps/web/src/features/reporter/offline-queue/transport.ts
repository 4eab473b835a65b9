import type { MatchEventBatchInput, MatchEventBatchResult } from '@tms/domain/contract/reporting';
import { writeMatchEventBatch } from '../api/write-match-event-batch';

/**
 * Server calls of the queue; the default goes through the app's API client. One batch per match
 * answers each event and the match summary, not the whole detail.
 */
export type QueueTransport = {
  batch: (matchId: number, body: MatchEventBatchInput) => Promise<MatchEventBatchResult>;
};

export const apiTransport: QueueTransport = { batch: writeMatchEventBatch };
