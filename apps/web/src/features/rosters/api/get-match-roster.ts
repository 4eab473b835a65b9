import type { MatchRosterView, RosterSide } from '@tms/domain/contract/match-rosters';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const matchRosterQueryKey = (matchId: number, side: RosterSide) =>
  ['web', 'matches', matchId, 'rosters', side] as const;

/** One team's match roster with the people to pick from, the limits and whether it is closed. */
export function matchRosterQueryOptions(matchId: number, side: RosterSide) {
  return queryOptions({
    queryKey: matchRosterQueryKey(matchId, side),
    queryFn: ({ signal }) =>
      apiRequest<MatchRosterView>('getMatchRoster', `/web/matches/${matchId}/rosters/${side}`, { signal }),
    meta: { userScoped: true },
  });
}
