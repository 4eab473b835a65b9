import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ACCOMMODATION_PATH } from './accommodation';

/** POST /admin/accommodation/publish: mails the clubs and referees whose allocation changed. */
export function usePublishAccommodationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ mails: number }>('publishAccommodation', `${ACCOMMODATION_PATH}/publish`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'accommodation'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mail-outbox'] });
    },
  });
}
