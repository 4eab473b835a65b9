import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefereeUnavailability, RefereeUnavailabilityInput } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';
import { REFEREE_UNAVAILABILITY_PATH } from './list-referee-unavailability';

/** POST /admin/referee-unavailability: a period the referee cannot referee (plans and checks keep out of it). */
export function useCreateRefereeUnavailabilityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefereeUnavailabilityInput) =>
      apiRequest<RefereeUnavailability>('createRefereeUnavailability', REFEREE_UNAVAILABILITY_PATH, {
        method: 'POST',
        body,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refereeAssignmentsKey }),
  });
}
