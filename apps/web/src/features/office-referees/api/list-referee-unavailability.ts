import { queryOptions } from '@tanstack/react-query';
import type { RefereeUnavailability } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';

export const REFEREE_UNAVAILABILITY_PATH = '/admin/referee-unavailability';

export const refereeUnavailabilityKey = (refereeId: number) =>
  [...refereeAssignmentsKey, 'unavailability', refereeId] as const;

/** GET /admin/referee-unavailability?refereeId=: the periods the office marked the referee unavailable. */
export function refereeUnavailabilityQueryOptions(refereeId: number) {
  return queryOptions({
    queryKey: refereeUnavailabilityKey(refereeId),
    queryFn: ({ signal }) =>
      apiRequest<RefereeUnavailability[]>('listRefereeUnavailability', REFEREE_UNAVAILABILITY_PATH, {
        signal,
        query: { refereeId },
      }),
    meta: { userScoped: true },
  });
}
