import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlannedMatch } from '@tms/domain/contract/competition-builder';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH, competitionKey } from './list-category-formats';

/** PUT /admin/competition/schedule: writes a plan in one transaction. */
export function useApplyScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { categoryIds?: number[]; matches: PlannedMatch[] }) =>
      apiRequest<{ matches: number }>('applySchedule', `${COMPETITION_PATH}/schedule`, {
        method: 'PUT',
        body: {
          categoryIds: input.categoryIds,
          matches: input.matches.map(({ key, day, time, placeId }) => ({ key, day, time, placeId })),
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: competitionKey });
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
