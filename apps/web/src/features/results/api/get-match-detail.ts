import type { MatchDetail } from '@tms/domain/contract/competition';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isLiveStage } from '@/lib/match-state';

export const MATCH_REFRESH_MS = 10_000;
export const matchDetailQueryKey = (matchId: number) => ['competition', 'match', matchId] as const;

/** Match, events, roster and referees; polled every 10 s only while the match is in progress. */
export function matchDetailQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: matchDetailQueryKey(matchId),
    queryFn: ({ signal }) =>
      apiRequest<MatchDetail>('getCompetitionMatch', `/competition/competition-match/${matchId}`, { signal }),
    staleTime: MATCH_REFRESH_MS,
    refetchInterval: (query) => (isLiveStage(query.state.data?.meta.stageCode) ? MATCH_REFRESH_MS : false),
  });
}
