import type { ScheduledMatch } from '@tms/domain/contract/competition-builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/matches/swap: two matches exchange hall, day and time (409 schedule_conflict names the clash). */
export function useSwapMatchesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { matchIds: [number, number]; note?: string }) =>
      apiRequest<{ matches: ScheduledMatch[] }>('swapMatches', '/admin/matches/swap', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
