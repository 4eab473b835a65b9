import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminClubRegistration } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { clubRegistrationsKey } from './list-club-registrations';

export type { AdminClubRegistration } from '@tms/domain/contract/club-office';

export const adminClubRegistrationKey = (id: number) => [...clubRegistrationsKey, 'detail', id] as const;

export function adminClubRegistrationQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminClubRegistrationKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminClubRegistration>('getAdminClubRegistration', `/admin/club-registrations/${id}`, { signal }),
    meta: { userScoped: true },
  });
}

/**
 * A write of the back-office answered the registration as it is now: it replaces the cached
 * detail; the lists, summary, payments and the record's audit load again.
 */
export function applyAdminClubRegistration(queryClient: QueryClient, detail: AdminClubRegistration) {
  queryClient.setQueryData(adminClubRegistrationKey(detail.registration.id), detail);
  void queryClient.invalidateQueries({ queryKey: [...clubRegistrationsKey, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...clubRegistrationsKey, 'summary'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
}
