import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubDetailQueryKey } from './get-club-detail';
import { clubRosterQueryKey } from './get-club-roster';

/** Removes a participant; the roster and the club detail's count change. */
export function useDeleteParticipantMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: number) =>
      apiRequest<void>('deleteClubParticipant', `/web/clubs/${clubId}/participants/${participantId}`, {
        method: 'DELETE',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubRosterQueryKey(clubId) }),
        queryClient.invalidateQueries({ queryKey: clubDetailQueryKey(clubId), exact: true }),
      ]),
  });
}
