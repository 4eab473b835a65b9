import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefereeApplyInput } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { REFEREE_ASSIGNMENTS_PATH, refereeAssignmentsKey } from './get-referee-board';

/** PUT /admin/referee-assignments: writes a plan in one transaction (400 naming the broken rule). */
export function useApplyRefereeAssignmentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefereeApplyInput) =>
      apiRequest<{ matches: number }>('applyRefereeAssignments', REFEREE_ASSIGNMENTS_PATH, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: refereeAssignmentsKey });
      // The public match info and referee pages show the new referees.
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
    },
  });
}
