import type { ClubRegistration, ClubRegistrationData } from '@tms/domain/contract/club-registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/api/get-me';
import { apiRequest } from '@/lib/api-client';
import { clubDetailQueryKey } from './get-club-detail';
import { clubRegistrationQueryKey } from './get-club-registration';

/**
 * Registers a club (no `clubId`) or updates its registration. The answer is the registration as
 * saved; the club detail and the user (administered clubs, the create link) are read again.
 */
export function useSaveClubRegistrationMutation(clubId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubRegistrationData) =>
      clubId === null
        ? apiRequest<ClubRegistration>('createClubRegistration', '/web/club-registrations', { method: 'POST', body })
        : apiRequest<ClubRegistration>('updateClubRegistration', `/web/club-registrations/${clubId}`, {
            method: 'PUT',
            body,
          }),
    onSuccess: async (registration) => {
      queryClient.setQueryData(clubRegistrationQueryKey(registration.id), registration);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clubDetailQueryKey(registration.id) }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
