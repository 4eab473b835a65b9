import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefereeHallsApplyInput } from '@tms/domain/contract/referee-assignments';
import { refereesQueryKey } from '@/api/get-referees';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';
import { REFEREE_HALLS_PATH } from './get-referee-halls';
import { refereeRegistrationsKey } from './list-referee-registrations';

/** PUT /admin/referee-halls: replaces the listed referees' halls per day. */
export function useApplyRefereeHallsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefereeHallsApplyInput) =>
      apiRequest<{ referees: number; halls: number }>('applyRefereeHalls', REFEREE_HALLS_PATH, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: refereeAssignmentsKey });
      void queryClient.invalidateQueries({ queryKey: refereeRegistrationsKey });
      // The public referee cards show the halls per day.
      void queryClient.invalidateQueries({ queryKey: refereesQueryKey });
    },
  });
}
