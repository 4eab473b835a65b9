import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubUsersQueryKey } from './get-club-users';

/** Removes every permission of a user in the club. */
export function useDeleteClubUserMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<void>('deleteClubUser', `/web/clubs/${clubId}/users/${userId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubUsersQueryKey(clubId) }),
  });
}
