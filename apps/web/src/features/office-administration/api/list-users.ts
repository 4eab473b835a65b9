import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminUserRow } from '@tms/domain/contract/admin-users';
import type { ListPage } from '@tms/domain/contract/list';
import { apiRequest } from '@/lib/api-client';

export type { AdminUserRow } from '@tms/domain/contract/admin-users';

export const USERS_PATH = '/admin/users';
export const usersKey = ['admin', 'users'] as const;

/** GET /admin/users: one page of accounts. */
export function usersQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) => apiRequest<ListPage<AdminUserRow>>('listAdminUsers', USERS_PATH, { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}
