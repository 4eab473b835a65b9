import type { RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const refereeRegistrationQueryKey = (id: number) => ['web', 'referee-registrations', id] as const;

/** A full referee registration: its account and admins only. */
export function refereeRegistrationQueryOptions(id: number) {
  return queryOptions({
    queryKey: refereeRegistrationQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<RefereeRegistrationDetail>('getRefereeRegistration', `/web/referee-registrations/${id}`, { signal }),
    staleTime: 0,
  });
}
