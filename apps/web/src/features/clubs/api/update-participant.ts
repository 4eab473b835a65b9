import type { ClubParticipant, ParticipantInput } from '@tms/domain/contract/club-roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubRosterQueryKey } from './get-club-roster';

/** Changes a participant's personal data and teams. */
export function useUpdateParticipantMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, body }: { participantId: number; body: ParticipantInput }) =>
      apiRequest<ClubParticipant>('updateClubParticipant', `/web/clubs/${clubId}/participants/${participantId}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubRosterQueryKey(clubId) }),
  });
}
