import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tms/domain/contract/admin-users';
import { apiRequest } from '@/lib/api-client';
import { applyAdminUser } from './get-admin-user';
import { USERS_PATH } from './list-users';

/** POST /admin/users/{id}/password-reset: mails the account a single-use link. */
export function useSendUserPasswordResetMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<AdminUserDetail>('sendUserPasswordReset', `${USERS_PATH}/${userId}/password-reset`, {
        method: 'POST',
      }),
    onSuccess: (detail) => applyAdminUser(queryClient, detail),
  });
}
