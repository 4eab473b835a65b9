import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tms/domain/contract/admin-users';
import { apiRequest } from '@/lib/api-client';
import { applyAdminUser } from './get-admin-user';
import { USERS_PATH } from './list-users';

/** POST /admin/users/{id}/unblock */
export function useUnblockUserMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminUserDetail>('unblockUser', `${USERS_PATH}/${userId}/unblock`, { method: 'POST' }),
    onSuccess: (detail) => applyAdminUser(queryClient, detail),
  });
}
