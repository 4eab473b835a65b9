import type { MatchRosterInput, MatchRosterView, RosterSide } from '@tms/domain/contract/match-rosters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchDetailQueryKey } from '@/api/get-match-detail';
import { apiRequest } from '@/lib/api-client';
import { matchRosterQueryKey } from './get-match-roster';
import { teamMatchPlanQueryKey } from './get-team-match-plan';

/** Saves and confirms the roster: it becomes the match roster and closes for the club. */
export function useConfirmMatchRosterMutation(matchId: number, side: RosterSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchRosterInput) =>
      apiRequest<MatchRosterView>('confirmMatchRoster', `/web/matches/${matchId}/rosters/${side}/confirm`, {
        method: 'POST',
        body,
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(matchRosterQueryKey(matchId, side), view);
      void queryClient.invalidateQueries({ queryKey: teamMatchPlanQueryKey(view.team.id) });
      void queryClient.invalidateQueries({ queryKey: matchDetailQueryKey(matchId) });
    },
  });
}
