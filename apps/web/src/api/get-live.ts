import type { LiveBundle, LiveBundleWire } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';

export const LIVE_REFRESH_MS = 10_000;
export const liveQueryKey = ['competition', 'live'] as const;

/**
 * Standings and matches; refreshed every 10 s while a component shows them. A year's (`edition`) is
 * read as it is: its pages are an archive, not a live view.
 */
export function liveQueryOptions(edition?: EditionYear) {
  return queryOptions({
    queryKey: editionKey(liveQueryKey, edition),
    queryFn: async ({ signal }): Promise<LiveBundle> =>
      readLiveBundle(
        await apiRequest<LiveBundleWire>('getCompetitionLive', '/competition/live', {
          signal,
          query: editionQuery(edition),
        }),
      ),
    staleTime: edition === undefined ? LIVE_REFRESH_MS : 5 * 60_000,
    refetchInterval: edition === undefined ? LIVE_REFRESH_MS : false,
  });
}
