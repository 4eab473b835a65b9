import type { AdminConfigurationEntry } from '@tms/domain/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { AdminConfigurationEntry };

export const adminConfigurationQueryKey = ['admin', 'configuration'] as const;

/** Every configuration entry with its flags (admins only). */
export function adminConfigurationQueryOptions() {
  return queryOptions({
    queryKey: adminConfigurationQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<AdminConfigurationEntry[]>('getAdminConfiguration', '/admin/configuration', { signal }),
    // Dropped at sign-out: the next person at this browser must not see it.
    meta: { userScoped: true },
  });
}
