import { useMutation } from '@tanstack/react-query';
import type { AccommodationPlan } from '@tms/domain/contract/accommodation';
import { apiRequest } from '@/lib/api-client';
import { ACCOMMODATION_PATH } from './accommodation';

/** POST /admin/accommodation/plan: the automatic proposal; writes nothing. */
export function usePlanAccommodationMutation() {
  return useMutation({
    mutationFn: () =>
      apiRequest<AccommodationPlan>('planAccommodation', `${ACCOMMODATION_PATH}/plan`, { method: 'POST' }),
  });
}
