import { queryOptions } from '@tanstack/react-query';
import type { RefereeHalls } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';

export const REFEREE_HALLS_PATH = '/admin/referee-halls';

/** GET /admin/referee-halls: every referee's hall per day and each hall-day's need. */
export function refereeHallsQueryOptions() {
  return queryOptions({
    queryKey: [...refereeAssignmentsKey, 'halls'],
    queryFn: ({ signal }) => apiRequest<RefereeHalls>('listRefereeHalls', REFEREE_HALLS_PATH, { signal }),
    meta: { userScoped: true },
  });
}
