import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, UserRolesInput } from '@tms/domain/contract/admin-users';
import { apiRequest } from '@/lib/api-client';
import { applyAdminUser } from './get-admin-user';
import { USERS_PATH } from './list-users';

/** PUT /admin/users/{id}/roles */
export function useSetUserRolesMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserRolesInput) =>
      apiRequest<AdminUserDetail>('setUserRoles', `${USERS_PATH}/${userId}/roles`, { method: 'PUT', body }),
    onSuccess: (detail) => applyAdminUser(queryClient, detail),
  });
}
