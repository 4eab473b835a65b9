import type { PublicReferee } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const refereesQueryKey = ['competition', 'referees'] as const;

/** Approved referees, public view. */
export function refereesQueryOptions() {
  return queryOptions({
    queryKey: refereesQueryKey,
    queryFn: ({ signal }) => apiRequest<PublicReferee[]>('getCompetitionReferees', '/competition/referees', { signal }),
    staleTime: 5 * 60_000,
  });
}
