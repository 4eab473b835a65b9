import type { MatchDetail } from '@tms/domain/contract/competition';
import { isPlayStage } from '@tms/domain/match-stages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';

export const MATCH_REFRESH_MS = 10_000;

/** Prefix of every match detail key: the details depend on who is signed in (their `links`). */
export const matchDetailsQueryKey = ['competition', 'match'] as const;

/** The one key of a match's detail: the live stream and every write refresh the pages through it. */
export const matchDetailQueryKey = (matchId: number) => [...matchDetailsQueryKey, matchId] as const;

/**
 * How a page keeps the detail fresh:
 * - `live` (public match page): polled while the ball is in play, pushes do the rest;
 * - `always` (reporter): polled whatever the stage, a fallback when the push stream is down;
 * - `off` (team detail, which reads only the roster): no polling.
 */
export type MatchDetailRefresh = 'live' | 'always' | 'off';

export type MatchDetailOptions = {
  refresh?: MatchDetailRefresh;
  /** ms; the public pages' default is the poll interval. */
  staleTime?: number;
  /** A past edition's match (its results pages): read once, never polled. */
  edition?: EditionYear;
};

/** Match, events, roster, referees and what the current user may do with it (`links`). */
export function matchDetailQueryOptions(
  matchId: number,
  { refresh = 'live', staleTime = MATCH_REFRESH_MS, edition }: MatchDetailOptions = {},
) {
  return queryOptions({
    queryKey: editionKey(matchDetailQueryKey(matchId), edition),
    queryFn: ({ signal }) =>
      apiRequest<MatchDetail>('getCompetitionMatch', `/competition/competition-match/${matchId}`, {
        signal,
        query: editionQuery(edition),
      }),
    staleTime,
    refetchInterval: (query) => {
      if (edition !== undefined) return false;
      if (refresh === 'always') return MATCH_REFRESH_MS;
      if (refresh === 'live' && isPlayStage(query.state.data?.meta.stageCode)) return MATCH_REFRESH_MS;
      return false;
    },
  });
}
