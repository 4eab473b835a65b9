import type { ClubUser, ClubUserUpdateInput } from '@tms/domain/contract/club-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubUsersQueryKey } from './get-club-users';

/** Changes a club user's permissions. */
export function useUpdateClubUserMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: ClubUserUpdateInput }) =>
      apiRequest<ClubUser>('updateClubUser', `/web/clubs/${clubId}/users/${userId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubUsersQueryKey(clubId) }),
  });
}
