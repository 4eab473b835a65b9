import type { ClubUsersPage } from '@tms/domain/contract/club-users';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const clubUsersQueryKey = (clubId: number) => ['web', 'clubs', clubId, 'users'] as const;

/** The club's users with their permissions and the teams a permission may name (club admins). */
export function clubUsersQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: clubUsersQueryKey(clubId),
    queryFn: ({ signal }) => apiRequest<ClubUsersPage>('listClubUsers', `/web/clubs/${clubId}/users`, { signal }),
    meta: { userScoped: true },
  });
}
