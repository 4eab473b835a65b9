import type { LiveBundle, LiveBundleWire } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH } from './list-category-formats';

// Under ['competition'], so applying, moving and swapping (which invalidate that key) refresh it too.
export const draftScheduleQueryKey = ['competition', 'draft'] as const;

/**
 * GET /admin/competition/draft: the matches at their applied day, time and hall, published or not.
 * The office plans on this; the public bundle shows only what was published.
 */
export function draftScheduleQueryOptions() {
  return queryOptions({
    queryKey: draftScheduleQueryKey,
    queryFn: async ({ signal }): Promise<LiveBundle> =>
      readLiveBundle(await apiRequest<LiveBundleWire>('getDraftSchedule', `${COMPETITION_PATH}/draft`, { signal })),
    meta: { userScoped: true },
  });
}
