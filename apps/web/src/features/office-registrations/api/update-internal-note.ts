import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClubRegistration } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { applyAdminClubRegistration } from './get-admin-club-registration';

/** PUT /admin/club-registrations/{id}/internal-note. */
export function useUpdateInternalNoteMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { internalNote: string | null }) =>
      apiRequest<AdminClubRegistration>('updateClubInternalNote', `/admin/club-registrations/${clubId}/internal-note`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (detail) => applyAdminClubRegistration(queryClient, detail),
  });
}
