import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH, competitionKey } from './list-category-formats';

type Groups = { label: string; teamIds: number[] }[];

/** PUT /admin/competition/groups/{categoryId}: writes the category's groups and competition tree. */
export function useApplyGroupsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, groups }: { categoryId: number; groups: Groups }) =>
      apiRequest<{ categoryId: number; groups: Groups }>('applyGroups', `${COMPETITION_PATH}/groups/${categoryId}`, {
        method: 'PUT',
        body: { groups },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: competitionKey });
      void queryClient.invalidateQueries({ queryKey: ['competition'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
