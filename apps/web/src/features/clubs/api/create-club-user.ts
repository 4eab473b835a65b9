import type { ClubUser, ClubUserCreateInput } from '@tms/domain/contract/club-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubUsersQueryKey } from './get-club-users';

/** Gives a person permissions in the club (a new address gets an account and a mail). */
export function useCreateClubUserMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubUserCreateInput) =>
      apiRequest<ClubUser>('createClubUser', `/web/clubs/${clubId}/users`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubUsersQueryKey(clubId) }),
  });
}
