import type { PublicReferee } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';

export const refereesQueryKey = ['competition', 'referees'] as const;

/** Approved referees, public view, of the current edition or of `edition`. */
export function refereesQueryOptions(edition?: EditionYear) {
  return queryOptions({
    queryKey: editionKey(refereesQueryKey, edition),
    queryFn: ({ signal }) =>
      apiRequest<PublicReferee[]>('getCompetitionReferees', '/competition/referees', {
        signal,
        query: editionQuery(edition),
      }),
    staleTime: 5 * 60_000,
  });
}
