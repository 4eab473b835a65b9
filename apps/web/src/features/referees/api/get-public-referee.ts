import type { PublicReferee } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The public card of an approved referee (404 for any other id). */
export function publicRefereeQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['competition', 'referees', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<PublicReferee>('getCompetitionReferee', `/competition/referees/${id}`, { signal }),
    staleTime: 60_000,
  });
}
