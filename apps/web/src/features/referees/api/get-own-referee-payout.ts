import type { RefereePayout } from '@tms/domain/contract/referee-assignments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refereeRegistrationQueryKey } from './get-referee-registration';

/** What the referee is owed so far (his account and admins); null before anything is owed. */
export function ownRefereePayoutQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...refereeRegistrationQueryKey(id), 'payout'] as const,
    queryFn: ({ signal }) =>
      apiRequest<RefereePayout | null>('getOwnRefereePayout', `/web/referee-registrations/${id}/payout`, { signal }),
    meta: { userScoped: true },
  });
}
