import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RolloverInput, RolloverResult } from '@tms/domain/contract/editions';
import { apiRequest } from '@/lib/api-client';
import { EDITIONS_PATH, editionsKey } from './list-editions';

export type { RolloverResult } from '@tms/domain/contract/editions';

/**
 * POST /admin/editions: rolls the current edition into a new one (not made current). 409 when the
 * year already has an edition, 400 with field messages for invalid input.
 */
export function useCreateEditionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RolloverInput) =>
      apiRequest<RolloverResult>('createEdition', EDITIONS_PATH, { method: 'POST', body }),
    onSuccess: () => {
      // The list gains the new edition and every preview of its year now reads `exists`.
      void queryClient.invalidateQueries({ queryKey: editionsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
