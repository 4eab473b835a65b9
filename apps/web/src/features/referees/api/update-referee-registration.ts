import type { RefereeRegistrationData, RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/api/get-me';
import { apiRequest } from '@/lib/api-client';
import { refereeRegistrationQueryKey } from './get-referee-registration';

/** PUT /referee-registrations/{id}: the changed registration replaces the cached one. */
export function useUpdateRefereeRegistrationMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefereeRegistrationData) =>
      apiRequest<RefereeRegistrationDetail>('updateRefereeRegistration', `/web/referee-registrations/${id}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: async (registration) => {
      queryClient.setQueryData(refereeRegistrationQueryKey(registration.id), registration);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
