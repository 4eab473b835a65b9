import type { MatchDetail } from '@tms/domain/contract/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMatchDetail } from '../lib/match-detail';

export type MatchReferees = { referee1Id: number | null; referee2Id: number | null };

/** Referee 1 (required) and referee 2 of the match. */
export function useSetMatchRefereesMutation(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchReferees) =>
      apiRequest<MatchDetail>('setMatchReferees', `/competition/match/${matchId}/referees`, { method: 'PUT', body }),
    onSuccess: (detail) => applyMatchDetail(queryClient, detail),
  });
}
