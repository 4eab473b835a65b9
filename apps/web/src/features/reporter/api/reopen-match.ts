import type { MatchDetail } from '@tms/domain/contract/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMatchDetail } from '../lib/match-detail';

/** Reopens a match waiting for approval (or, for super reporters, a finished one). */
export function useReopenMatchMutation(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<MatchDetail>('reopenMatch', `/competition/match/${matchId}/reopen`, { method: 'POST' }),
    onSuccess: (detail) => applyMatchDetail(queryClient, detail),
  });
}
