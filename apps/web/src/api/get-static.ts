import type { StaticBundle } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const staticQueryKey = ['competition', 'static'] as const;

/** Teams, groups, places and other data that rarely change during the tournament. */
export function staticQueryOptions() {
  return queryOptions({
    queryKey: staticQueryKey,
    queryFn: ({ signal }) => apiRequest<StaticBundle>('getCompetitionStatic', '/competition/static', { signal }),
    staleTime: 5 * 60_000,
  });
}
