import type { MatchDetail } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Same shape as the live stream's match detail keys (src/lib/live-stream.ts), so pushes refresh it. */
export const matchDetailQueryKey = (matchId: number) => ['competition', 'competition-match', matchId] as const;

/** Events, roster and referees of a match; pushes refresh it, the 10 s poll is the fallback. */
export function matchDetailQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: matchDetailQueryKey(matchId),
    queryFn: ({ signal }) =>
      apiRequest<MatchDetail>('getCompetitionMatch', `/competition/competition-match/${matchId}`, { signal }),
    staleTime: 5_000,
    refetchInterval: 10_000,
  });
}
