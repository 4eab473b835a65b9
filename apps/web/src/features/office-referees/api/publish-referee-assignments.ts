import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REFEREE_ASSIGNMENTS_PATH, refereeAssignmentsKey } from './get-referee-board';

/**
 * POST /admin/referee-assignments/publish: makes the office's referees public and mails each referee whose
 * matches changed; answers how many mails.
 */
export function usePublishRefereeAssignmentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ mails: number }>('publishRefereeAssignments', `${REFEREE_ASSIGNMENTS_PATH}/publish`, {
        method: 'POST',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refereeAssignmentsKey }),
  });
}
