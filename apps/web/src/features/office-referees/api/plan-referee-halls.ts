import { useMutation } from '@tanstack/react-query';
import type { RefereeHallsPlan } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { REFEREE_HALLS_PATH } from './get-referee-halls';

/** POST /admin/referee-halls/plan: a proposal of halls per day; writes nothing. */
export function usePlanRefereeHallsMutation() {
  return useMutation({
    mutationFn: (input: { keepExisting?: boolean }) =>
      apiRequest<RefereeHallsPlan>('planRefereeHalls', `${REFEREE_HALLS_PATH}/plan`, { method: 'POST', body: input }),
  });
}
