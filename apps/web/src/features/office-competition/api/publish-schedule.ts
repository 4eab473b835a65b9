import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH } from './list-category-formats';

/** POST /admin/competition/publish: makes the applied schedule public and mails its new and moved matches. */
export function usePublishScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ changedMatches: number; mails: number }>('publishSchedule', `${COMPETITION_PATH}/publish`, {
        method: 'POST',
      }),
    onSuccess: () => {
      // The public bundle, the draft and the counts of what is unpublished all change.
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mail-outbox'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
