import type { CategoryFormat } from '@tms/domain/schedule/format';
import type { CategoryFormatItem } from '@tms/domain/contract/competition-builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH, competitionKey } from './list-category-formats';

/** PUT /admin/competition/formats/{categoryId}: the category's format (400 names the fields at fault). */
export function useUpdateCategoryFormatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, format }: { categoryId: number; format: CategoryFormat }) =>
      apiRequest<CategoryFormatItem>('updateCategoryFormat', `${COMPETITION_PATH}/formats/${categoryId}`, {
        method: 'PUT',
        body: format,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: competitionKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
