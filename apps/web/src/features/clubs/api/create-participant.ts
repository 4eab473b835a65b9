import type { ClubParticipant, ParticipantInput } from '@tms/domain/contract/club-roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clubDetailQueryKey } from './get-club-detail';
import { clubRosterQueryKey } from './get-club-roster';

/** Adds a participant with their teams; the roster and the club detail's count change. */
export function useCreateParticipantMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipantInput) =>
      apiRequest<ClubParticipant>('createClubParticipant', `/web/clubs/${clubId}/participants`, {
        method: 'POST',
        body,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubRosterQueryKey(clubId) }),
        queryClient.invalidateQueries({ queryKey: clubDetailQueryKey(clubId), exact: true }),
      ]),
  });
}
