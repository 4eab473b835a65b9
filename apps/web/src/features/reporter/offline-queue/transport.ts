import type { MatchDetail } from '@tms/domain/contract/competition';
import type { MatchEventInput, MatchEventWrite } from '@tms/domain/contract/reporting';
import { apiRequest, isApiError } from '@/lib/api-client';

/**
 * Server calls of the queue; the default goes through the app's API client. The event writes answer
 * the event and the match summary, not the whole detail.
 */
export type QueueTransport = {
  create: (matchId: number, body: MatchEventInput) => Promise<MatchEventWrite>;
  update: (matchId: number, eventId: number, body: MatchEventInput) => Promise<MatchEventWrite>;
  remove: (matchId: number, eventId: number) => Promise<MatchEventWrite | null>;
  detail: (matchId: number) => Promise<MatchDetail>;
};

export const apiTransport: QueueTransport = {
  create: (matchId, body) =>
    apiRequest<MatchEventWrite>('createMatchEvent', `/competition/match/${matchId}/events`, { method: 'POST', body }),
  update: (matchId, eventId, body) =>
    apiRequest<MatchEventWrite>('updateMatchEvent', `/competition/match/${matchId}/events/${eventId}`, {
      method: 'PUT',
      body,
    }),
  remove: async (matchId, eventId) => {
    try {
      return await apiRequest<MatchEventWrite>('deleteMatchEvent', `/competition/match/${matchId}/events/${eventId}`, {
        method: 'DELETE',
      });
    } catch (error) {
      // Already gone (an earlier attempt whose answer was lost, or another device): that is the goal.
      if (isApiError(error, 404)) return null;
      throw error;
    }
  },
  detail: (matchId) => apiRequest<MatchDetail>('getCompetitionMatch', `/competition/competition-match/${matchId}`),
};
