import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduledMatch } from '@tms/domain/contract/competition-builder';
import { apiRequest } from '@/lib/api-client';

export type MatchMove = { day?: string; time?: string; placeId?: number; streamUrl?: string; note?: string };

/** PATCH /admin/matches/{matchId}: a move checked against the hard rules (409 schedule_conflict names the clash). */
export function useMoveMatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...body }: MatchMove & { matchId: number }) =>
      apiRequest<ScheduledMatch>('moveMatch', `/admin/matches/${matchId}`, { method: 'PATCH', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
