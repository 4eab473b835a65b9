import type { SchedulePublication } from '@tms/domain/contract/competition-builder';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH } from './list-category-formats';

// Under ['competition'], so applying, moving, swapping and publishing refresh the counts.
export const schedulePublicationQueryKey = ['competition', 'publication'] as const;

/** GET /admin/competition/publication: matches applied or moved that the public does not see yet. */
export function schedulePublicationQueryOptions() {
  return queryOptions({
    queryKey: schedulePublicationQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<SchedulePublication>('getSchedulePublication', `${COMPETITION_PATH}/publication`, { signal }),
    meta: { userScoped: true },
  });
}
