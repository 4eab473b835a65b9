import type { MatchDetail } from '@tms/domain/contract/competition';
import type { MatchEventInput } from '@tms/domain/contract/reporting';
import { apiRequest, isApiError } from '@/lib/api-client';

/** Server calls of the queue; the default goes through the app's API client. */
export type QueueTransport = {
  create: (matchId: number, body: MatchEventInput) => Promise<MatchDetail>;
  update: (matchId: number, eventId: number, body: MatchEventInput) => Promise<MatchDetail>;
  remove: (matchId: number, eventId: number) => Promise<MatchDetail | null>;
  detail: (matchId: number) => Promise<MatchDetail>;
};

export const apiTransport: QueueTransport = {
  create: (matchId, body) =>
    apiRequest<MatchDetail>('createMatchEvent', `/competition/match/${matchId}/events`, { method: 'POST', body }),
  update: (matchId, eventId, body) =>
    apiRequest<MatchDetail>('updateMatchEvent', `/competition/match/${matchId}/events/${eventId}`, {
      method: 'PUT',
      body,
    }),
  remove: async (matchId, eventId) => {
    try {
      return await apiRequest<MatchDetail>('deleteMatchEvent', `/competition/match/${matchId}/events/${eventId}`, {
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
