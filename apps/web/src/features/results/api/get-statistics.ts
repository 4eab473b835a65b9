import type { PlayerStatistics } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';

export const statisticsQueryKey = (categoryCode: string) => ['competition', 'statistics', categoryCode] as const;

/** Player statistics of a category (of the current edition or of `edition`), computed by the server from match events. */
export function statisticsQueryOptions(categoryCode: string, edition?: EditionYear) {
  return queryOptions({
    queryKey: editionKey(statisticsQueryKey(categoryCode), edition),
    queryFn: ({ signal }) =>
      apiRequest<PlayerStatistics[]>(
        'getCategoryStatistics',
        `/competition/statistics/${encodeURIComponent(categoryCode)}`,
        { signal, query: editionQuery(edition) },
      ),
    staleTime: 60_000,
  });
}
