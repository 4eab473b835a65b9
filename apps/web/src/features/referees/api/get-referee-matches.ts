import type { RefereeMatch } from '@tms/domain/contract/referee-assignments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The referee's matches now (public), with times and halls. */
export function refereeMatchesQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['competition', 'referees', id, 'matches'] as const,
    queryFn: ({ signal }) =>
      apiRequest<RefereeMatch[]>('getRefereeMatches', `/competition/referees/${id}/matches`, { signal }),
    staleTime: 60_000,
  });
}
