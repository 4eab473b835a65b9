import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RosterCandidate = {
  teamId: number;
  participantId: number;
  firstName: string;
  lastName: string;
  birthYear: number;
  isLeader: boolean;
  jerseyNumber: number | null;
  /** Of the other gender than the team's category. */
  otherGender: boolean;
};

export const rosterCandidatesQueryKey = (matchId: number) => ['reporter', 'roster-candidates', matchId] as const;

/** Club participants of both teams that may go on the match roster. */
export function rosterCandidatesQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: rosterCandidatesQueryKey(matchId),
    queryFn: ({ signal }) =>
      apiRequest<RosterCandidate[]>('listRosterCandidates', `/competition/match/${matchId}/roster-candidates`, {
        signal,
      }),
    staleTime: 60_000,
  });
}
