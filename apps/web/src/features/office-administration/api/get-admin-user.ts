import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tms/domain/contract/admin-users';
import { apiRequest } from '@/lib/api-client';
import { USERS_PATH, usersKey } from './list-users';

export type { AdminUserDetail } from '@tms/domain/contract/admin-users';

const adminUserKey = (id: number) => [...usersKey, 'detail', id] as const;

/** GET /admin/users/{id} */
export function adminUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => apiRequest<AdminUserDetail>('getAdminUser', `${USERS_PATH}/${id}`, { signal }),
    meta: { userScoped: true },
  });
}

/** A write answered the account as it is now: it replaces the cached detail; the list and the audit reload. */
export function applyAdminUser(queryClient: QueryClient, detail: AdminUserDetail) {
  queryClient.setQueryData(adminUserKey(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  // The halls' reporter picker lists the users with the reporter role.
  void queryClient.invalidateQueries({ queryKey: ['admin', 'halls'] });
}
