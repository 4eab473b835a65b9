import type { ConfigurationChange } from '@tms/domain/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { ConfigurationChange };

export const configurationHistoryQueryKey = ['admin', 'configuration', 'history'] as const;

/** The newest changes of configuration values (admins only). */
export function configurationHistoryQueryOptions() {
  return queryOptions({
    queryKey: configurationHistoryQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<ConfigurationChange[]>('listConfigurationHistory', '/admin/configuration/history', {
        signal,
        query: { limit: 50 },
      }),
    meta: { userScoped: true },
  });
}
