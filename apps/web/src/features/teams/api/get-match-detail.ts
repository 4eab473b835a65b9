import type { MatchDetail } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One match with its roster, events and referees; the team detail reads the roster from it. */
export function matchDetailQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: ['competition', 'match', matchId],
    queryFn: ({ signal }) =>
      apiRequest<MatchDetail>('getCompetitionMatch', `/competition/competition-match/${matchId}`, { signal }),
    // A roster changes rarely once the match has started.
    staleTime: 60_000,
  });
}
