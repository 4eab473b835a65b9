import type { MatchDetail } from '@tms/domain/contract/competition';
import type { WALKOVER_RESULTS } from '@tms/domain/contract/reporting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMatchDetail } from '../lib/match-detail';

export type WalkoverResult = keyof typeof WALKOVER_RESULTS;

/** Walkover: against both 0:0, for the guests 0:5, for the home team 5:0; the match then waits for approval. */
export function useSetMatchWalkoverMutation(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: WalkoverResult) =>
      apiRequest<MatchDetail>('setMatchWalkover', `/competition/match/${matchId}/walkover`, {
        method: 'POST',
        body: { result },
      }),
    onSuccess: (detail) => applyMatchDetail(queryClient, detail),
  });
}
