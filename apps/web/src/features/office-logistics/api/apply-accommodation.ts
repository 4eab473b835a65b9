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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'accommodation'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
