import { queryOptions } from '@tanstack/react-query';
import type { RefereeRanks } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';

export const REFEREE_RANKS_PATH = '/admin/referee-ranks';

/** GET /admin/referee-ranks: every highest-competition level the registrations name, with its rank. */
export function refereeRanksQueryOptions() {
  return queryOptions({
    queryKey: [...refereeAssignmentsKey, 'ranks'],
    queryFn: ({ signal }) => apiRequest<RefereeRanks>('listRefereeRanks', REFEREE_RANKS_PATH, { signal }),
    meta: { userScoped: true },
  });
}
