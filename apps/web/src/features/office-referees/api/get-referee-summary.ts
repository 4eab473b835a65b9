import { queryOptions } from '@tanstack/react-query';
import type { RefereeAccommodationSummary } from '@tms/domain/contract/referee-office';
import { apiRequest } from '@/lib/api-client';
import { refereeRegistrationsKey } from './list-referee-registrations';

/** GET /admin/referee-registrations/summary */
export function refereeSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...refereeRegistrationsKey, 'summary'],
    queryFn: ({ signal }) =>
      apiRequest<RefereeAccommodationSummary>(
        'getRefereeAccommodationSummary',
        '/admin/referee-registrations/summary',
        { signal },
      ),
    meta: { userScoped: true },
  });
}
