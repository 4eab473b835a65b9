import { useMutation } from '@tanstack/react-query';
import type { RefereePlan, RefereePlanInput } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { REFEREE_ASSIGNMENTS_PATH } from './get-referee-board';

/** POST /admin/referee-assignments/plan: referees for every (or the given) match; writes nothing. */
export function usePlanRefereeAssignmentsMutation() {
  return useMutation({
    mutationFn: (input: RefereePlanInput) =>
      apiRequest<RefereePlan>('planRefereeAssignments', `${REFEREE_ASSIGNMENTS_PATH}/plan`, {
        method: 'POST',
        body: input,
      }),
  });
}
