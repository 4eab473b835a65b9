import type { MatchDetail } from '@tms/domain/contract/competition';
import type { RosterInput } from '@tms/domain/contract/reporting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMatchDetail } from '../lib/match-detail';

/** Replaces one team's match roster. */
export function useChangeMatchRosterMutation(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: number; body: RosterInput }) =>
      apiRequest<MatchDetail>('changeMatchRoster', `/competition/match/${matchId}/roster/${teamId}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (detail) => applyMatchDetail(queryClient, detail),
  });
}
