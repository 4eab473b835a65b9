import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchRefereeAssignmentInput, RefereeBoardMatch } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';

/** PUT /admin/matches/{matchId}/referees: assign, unassign, swap or lock; 409 referee_conflict names the rule. */
export function useSetMatchRefereeAssignmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, ...body }: MatchRefereeAssignmentInput & { matchId: number }) =>
      apiRequest<RefereeBoardMatch>('setMatchRefereeAssignment', `/admin/matches/${matchId}/referees`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: refereeAssignmentsKey });
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
    },
  });
}
