import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RefereeBoard } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';

/** Prefix of every referee assignment query: a write refreshes them all. */
export const refereeAssignmentsKey = ['admin', 'referee-assignments'] as const;

export const REFEREE_ASSIGNMENTS_PATH = '/admin/referee-assignments';

/** GET /admin/referee-assignments: the matches of a day, hall or referee with their referees (halls named in the locale), and the load. */
export function refereeBoardQueryOptions(
  query: { day?: string; placeId?: number; refereeId?: number },
  locale: string,
) {
  const params = Object.fromEntries(
    Object.entries({ ...query, locale: locale === 'en' ? 'en' : 'cs' }).filter(([, value]) => value !== undefined),
  );
  return queryOptions({
    queryKey: [...refereeAssignmentsKey, 'board', params],
    queryFn: ({ signal }) =>
      apiRequest<RefereeBoard>('listRefereeAssignments', REFEREE_ASSIGNMENTS_PATH, { signal, query: params }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}
