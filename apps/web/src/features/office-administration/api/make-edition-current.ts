import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EDITIONS_PATH, type Edition } from './list-editions';

/**
 * POST /admin/editions/:year/current: opens an edition. Everything the app holds (bundles,
 * configuration, lists) was of the old edition, so every query is refetched.
 */
export function useMakeEditionCurrentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest<Edition>('makeEditionCurrent', `${EDITIONS_PATH}/${year}/current`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
