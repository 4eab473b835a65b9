import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefereeRegistration, RefereeHallsInput } from '@tms/domain/contract/referee-office';
import { refereesQueryKey } from '@/api/get-referees';
import { apiRequest } from '@/lib/api-client';
import { applyAdminRefereeRegistration } from './get-admin-referee-registration';

/** PUT /admin/referee-registrations/{id}/halls: the hall of each day. */
export function useSetRefereeHallsMutation(refereeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefereeHallsInput) =>
      apiRequest<AdminRefereeRegistration>('setRefereeHalls', `/admin/referee-registrations/${refereeId}/halls`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (detail) => {
      applyAdminRefereeRegistration(queryClient, detail);
      // The public referee cards show the halls per day.
      void queryClient.invalidateQueries({ queryKey: refereesQueryKey });
    },
  });
}
