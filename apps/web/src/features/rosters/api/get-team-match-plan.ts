import type { TeamMatchPlan } from '@tms/domain/contract/match-rosters';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const teamMatchPlanQueryKey = (teamId: number) => ['web', 'teams', teamId, 'match-plan'] as const;

/** The team's matches, each with the state of its roster. */
export function teamMatchPlanQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: teamMatchPlanQueryKey(teamId),
    queryFn: ({ signal }) =>
      apiRequest<TeamMatchPlan>('getTeamMatchPlan', `/web/teams/${teamId}/match-plan`, { signal }),
    meta: { userScoped: true },
  });
}
