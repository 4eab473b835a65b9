import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AllocationItem } from '@tms/domain/contract/accommodation';
import { apiRequest } from '@/lib/api-client';
import { ACCOMMODATION_PATH } from './accommodation';

/** PUT /admin/accommodation: writes the allocation (400 naming the place and night over capacity). */
export function useApplyAccommodationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allocations: AllocationItem[]) =>
      apiRequest<{ allocations: number; beds: number }>('applyAccommodation', ACCOMMODATION_PATH, {
        method: 'PUT',
        body: { allocations },
      }),
    // Stays pending until the written allocation is read back, so the page swaps its draft for the
    // fresh allocation in one step instead of showing the stale one in between.
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'accommodation'] });
    },
  });
}
