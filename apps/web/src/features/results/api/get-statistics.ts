import type { PlayerStatistics } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const statisticsQueryKey = (categoryCode: string) => ['competition', 'statistics', categoryCode] as const;

/** Player statistics of a category, computed by the server from match events. */
export function statisticsQueryOptions(categoryCode: string) {
  return queryOptions({
    queryKey: statisticsQueryKey(categoryCode),
    queryFn: ({ signal }) =>
      apiRequest<PlayerStatistics[]>(
        'getCategoryStatistics',
        `/competition/statistics/${encodeURIComponent(categoryCode)}`,
        {
          signal,
        },
      ),
    staleTime: 60_000,
  });
}
