import type { StaticBundle } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';

export const staticQueryKey = ['competition', 'static'] as const;

/** Teams, groups, places and other data that rarely change during the tournament; of the current edition or of `edition`. */
export function staticQueryOptions(edition?: EditionYear) {
  return queryOptions({
    queryKey: editionKey(staticQueryKey, edition),
    queryFn: ({ signal }) =>
      apiRequest<StaticBundle>('getCompetitionStatic', '/competition/static', { signal, query: editionQuery(edition) }),
    staleTime: 5 * 60_000,
  });
}
