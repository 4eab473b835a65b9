import type { ClubRoster } from '@tms/domain/contract/club-roster';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const clubRosterQueryKey = (clubId: number) => ['web', 'clubs', clubId, 'participants'] as const;

/** The club roster with its teams, the categories the eligibility rules read, and the deadline. */
export function clubRosterQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: clubRosterQueryKey(clubId),
    queryFn: ({ signal }) =>
      apiRequest<ClubRoster>('listClubParticipants', `/web/clubs/${clubId}/participants`, { signal }),
    meta: { userScoped: true },
  });
}
