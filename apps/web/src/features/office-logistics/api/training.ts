import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTrainingRequests, TrainingConfirmInput, TrainingRequest } from '@tms/domain/contract/training';
import type { TrainingState } from '@tms/domain/training-slots';
import { apiRequest } from '@/lib/api-client';

// Training requests in the back-office: the list, a hall's free time, confirming and refusing.
export const TRAINING_PATH = '/admin/training-requests';
const trainingKey = ['admin', 'training'] as const;

export function trainingRequestsQueryOptions(state: TrainingState | null, locale: string) {
  return queryOptions({
    queryKey: [...trainingKey, 'list', state, locale],
    queryFn: ({ signal }) =>
      apiRequest<AdminTrainingRequests>('listTrainingRequests', TRAINING_PATH, {
        signal,
        query: { state: state ?? undefined, locale },
      }),
    meta: { userScoped: true },
  });
}

export function hallFreeTimeQueryOptions(placeId: number | null, day: string | null) {
  return queryOptions({
    queryKey: [...trainingKey, 'free', placeId, day],
    queryFn: ({ signal }) =>
      apiRequest<{ slots: { from: string; to: string }[] }>('getHallFreeTime', `${TRAINING_PATH}/free-time`, {
        signal,
        query: { placeId: placeId ?? undefined, day: day ?? undefined },
      }),
    enabled: placeId !== null && !!day,
    meta: { userScoped: true },
  });
}

function useTrainingMutation<Body>(operationId: string, step: 'confirm' | 'refuse') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) =>
      apiRequest<TrainingRequest>(operationId, `${TRAINING_PATH}/${id}/${step}`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: trainingKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

/** POST /admin/training-requests/{id}/confirm */
export const useConfirmTrainingMutation = () =>
  useTrainingMutation<TrainingConfirmInput>('confirmTrainingRequest', 'confirm');

/** POST /admin/training-requests/{id}/refuse */
export const useRefuseTrainingMutation = () =>
  useTrainingMutation<{ reason: string }>('refuseTrainingRequest', 'refuse');
