import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefereeRegistration, RefereeStateChangeInput } from '@tms/domain/contract/referee-office';
import { apiRequest } from '@/lib/api-client';
import { applyAdminRefereeRegistration } from './get-admin-referee-registration';

/** POST /admin/referee-registrations/{id}/state: the referee is mailed. */
export function useChangeRefereeStateMutation(refereeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefereeStateChangeInput) =>
      apiRequest<AdminRefereeRegistration>(
        'changeRefereeRegistrationState',
        `/admin/referee-registrations/${refereeId}/state`,
        { method: 'POST', body },
      ),
    onSuccess: (detail) => applyAdminRefereeRegistration(queryClient, detail),
  });
}
