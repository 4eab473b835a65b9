import type { RefereeRegistrationData, RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/api/get-me';
import { apiRequest } from '@/lib/api-client';
import { refereeRegistrationQueryKey } from './get-referee-registration';

/** POST /referee-registrations: a new registration of the signed-in account (its dashboard list changes). */
export function useCreateRefereeRegistrationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefereeRegistrationData) =>
      apiRequest<RefereeRegistrationDetail>('createRefereeRegistration', '/web/referee-registrations', {
        method: 'POST',
        body,
      }),
    onSuccess: async (registration) => {
      queryClient.setQueryData(refereeRegistrationQueryKey(registration.id), registration);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
