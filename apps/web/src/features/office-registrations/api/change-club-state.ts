import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClubRegistration, ClubStateChangeInput } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { applyAdminClubRegistration } from './get-admin-club-registration';

/** POST /admin/club-registrations/{id}/state: the club's admins are mailed. */
export function useChangeClubStateMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubStateChangeInput) =>
      apiRequest<AdminClubRegistration>('changeClubRegistrationState', `/admin/club-registrations/${clubId}/state`, {
        method: 'POST',
        body,
      }),
    onSuccess: (detail) => applyAdminClubRegistration(queryClient, detail),
  });
}
