import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tms/domain/contract/admin-users';
import { apiRequest } from '@/lib/api-client';
import { applyAdminUser } from './get-admin-user';
import { USERS_PATH } from './list-users';

/** POST /admin/users/{id}/block: the account's sessions end at once. */
export function useBlockUserMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminUserDetail>('blockUser', `${USERS_PATH}/${userId}/block`, { method: 'POST' }),
    onSuccess: (detail) => applyAdminUser(queryClient, detail),
  });
}
