import type { MatchDetail } from '@tms/domain/contract/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMatchDetail } from '../lib/match-detail';

/** Moves the match to a stage (play stages, waiting for approval, finished = approval). */
export function useChangeMatchStageMutation(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stageId: number) =>
      apiRequest<MatchDetail>('changeMatchStage', `/competition/match/${matchId}/stage/${stageId}`, { method: 'POST' }),
    onSuccess: (detail) => applyMatchDetail(queryClient, detail),
  });
}
