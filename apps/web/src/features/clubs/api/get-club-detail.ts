import type { ClubDetail } from '@tms/domain/contract/club-registration';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const clubDetailQueryKey = (clubId: number) => ['web', 'clubs', clubId] as const;

/** The club detail's cards: registration, roster count, finance (club admins), teams, extra persons. */
export function clubDetailQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: clubDetailQueryKey(clubId),
    queryFn: ({ signal }) => apiRequest<ClubDetail>('getClubDetail', `/web/clubs/${clubId}`, { signal }),
    // Personal data: dropped at sign-out.
    meta: { userScoped: true },
  });
}
