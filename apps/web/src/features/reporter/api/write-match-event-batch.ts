import type { MatchEventBatchInput, MatchEventBatchResult } from '@tms/domain/contract/reporting';
import { apiRequest } from '@/lib/api-client';

/** Uploads a match's queued events in one request (the offline queue's only call). */
export function writeMatchEventBatch(matchId: number, body: MatchEventBatchInput): Promise<MatchEventBatchResult> {
  return apiRequest<MatchEventBatchResult>('writeMatchEventBatch', `/competition/match/${matchId}/events/batch`, {
    method: 'POST',
    body,
  });
}
