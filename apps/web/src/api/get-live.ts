import type { LiveBundle, LiveBundleWire } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const LIVE_REFRESH_MS = 10_000;
export const liveQueryKey = ['competition', 'live'] as const;

/** Standings and matches; refreshed every 10 s while a component shows them. */
export function liveQueryOptions() {
  return queryOptions({
    queryKey: liveQueryKey,
    queryFn: async ({ signal }): Promise<LiveBundle> =>
      readLiveBundle(await apiRequest<LiveBundleWire>('getCompetitionLive', '/competition/live', { signal })),
    staleTime: LIVE_REFRESH_MS,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
