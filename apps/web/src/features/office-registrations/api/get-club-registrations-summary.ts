import { queryOptions } from '@tanstack/react-query';
import type { ClubRegistrationSummary } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { clubRegistrationsKey } from './list-club-registrations';

export function clubRegistrationsSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...clubRegistrationsKey, 'summary'],
    queryFn: ({ signal }) =>
      apiRequest<ClubRegistrationSummary>('getClubRegistrationsSummary', '/admin/club-registrations/summary', {
        signal,
      }),
    meta: { userScoped: true },
  });
}
