import type { MatchDetail } from '@tms/domain/contract/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMatchDetail } from '../lib/match-detail';

export type MatchScore = { homeScore: number; awayScore: number };

/** Simple score entry: the final score without events; the match then waits for approval. */
export function useEnterMatchScoreMutation(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchScore) =>
      apiRequest<MatchDetail>('enterMatchScore', `/competition/match/${matchId}/score`, { method: 'POST', body }),
    onSuccess: (detail) => applyMatchDetail(queryClient, detail),
  });
}
