import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubTrainingRequests, TrainingRequest, TrainingRequestInput } from '@tms/domain/contract/training';
import { apiRequest } from '@/lib/api-client';

const trainingKey = (clubId: number) => ['web', 'clubs', clubId, 'training'] as const;
const path = (clubId: number) => `/web/clubs/${clubId}/training-requests`;

/** The club's training requests and confirmed slots, its teams and the halls it may ask for. */
export function clubTrainingQueryOptions(clubId: number, locale: string) {
  return queryOptions({
    queryKey: [...trainingKey(clubId), locale],
    queryFn: ({ signal }) =>
      apiRequest<ClubTrainingRequests>('listClubTrainingRequests', path(clubId), { signal, query: { locale } }),
    meta: { userScoped: true },
  });
}

/** POST /web/clubs/{id}/training-requests */
export function useCreateTrainingRequestMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingRequestInput) =>
      apiRequest<TrainingRequest>('createTrainingRequest', path(clubId), { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trainingKey(clubId) }),
  });
}
