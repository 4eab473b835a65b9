import type { LiveBundle, LiveBundleWire } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';
import { keepNewerPushes, pushMark } from '@/lib/live-pushes';

export const LIVE_REFRESH_MS = 10_000;
export const liveQueryKey = ['competition', 'live'] as const;

/**
 * Standings and matches; refreshed every 10 s while a component shows them. A year's (`edition`) is
 * read as it is: its pages are an archive, not a live view.
 */
export function liveQueryOptions(edition?: EditionYear) {
  return queryOptions({
    queryKey: editionKey(liveQueryKey, edition),
    queryFn: async ({ signal, client, queryKey }): Promise<LiveBundle> => {
      const mark = pushMark();
      const fetched = readLiveBundle(
        await apiRequest<LiveBundleWire>('getCompetitionLive', '/competition/live', {
          signal,
          query: editionQuery(edition),
        }),
      );
      // Only the current edition is pushed; a match pushed meanwhile is newer than the fetched copy.
      return edition === undefined
        ? keepNewerPushes(fetched, client.getQueryData<LiveBundle>(queryKey), mark)
        : fetched;
    },
    staleTime: edition === undefined ? LIVE_REFRESH_MS : 5 * 60_000,
    refetchInterval: edition === undefined ? LIVE_REFRESH_MS : false,
  });
}
