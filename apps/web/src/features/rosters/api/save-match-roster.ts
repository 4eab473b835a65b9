import type { MatchRosterInput, MatchRosterView, RosterSide } from '@tms/domain/contract/match-rosters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchRosterQueryKey } from './get-match-roster';
import { teamMatchPlanQueryKey } from './get-team-match-plan';

/** Saves the roster; it stays open. */
export function useSaveMatchRosterMutation(matchId: number, side: RosterSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchRosterInput) =>
      apiRequest<MatchRosterView>('saveMatchRoster', `/web/matches/${matchId}/rosters/${side}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(matchRosterQueryKey(matchId, side), view);
      void queryClient.invalidateQueries({ queryKey: teamMatchPlanQueryKey(view.team.id) });
    },
  });
}
