import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';
import { REFEREE_UNAVAILABILITY_PATH } from './list-referee-unavailability';

/** DELETE /admin/referee-unavailability/{id}. */
export function useDeleteRefereeUnavailabilityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>('deleteRefereeUnavailability', `${REFEREE_UNAVAILABILITY_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refereeAssignmentsKey }),
  });
}
