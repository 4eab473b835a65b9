import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminRefereeRegistration } from '@tms/domain/contract/referee-office';
import { apiRequest } from '@/lib/api-client';
import { refereeRegistrationsKey } from './list-referee-registrations';

export type { AdminRefereeRegistration } from '@tms/domain/contract/referee-office';

export const adminRefereeRegistrationKey = (id: number) => [...refereeRegistrationsKey, 'detail', id] as const;

export function adminRefereeRegistrationQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminRefereeRegistrationKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminRefereeRegistration>('getAdminRefereeRegistration', `/admin/referee-registrations/${id}`, {
        signal,
      }),
    meta: { userScoped: true },
  });
}

/** A write answered the registration as it is now: it replaces the cached detail; lists, summary and audit reload. */
export function applyAdminRefereeRegistration(queryClient: QueryClient, detail: AdminRefereeRegistration) {
  queryClient.setQueryData(adminRefereeRegistrationKey(detail.registration.id), detail);
  void queryClient.invalidateQueries({ queryKey: [...refereeRegistrationsKey, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...refereeRegistrationsKey, 'summary'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
}
