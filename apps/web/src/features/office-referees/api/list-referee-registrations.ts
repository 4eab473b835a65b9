import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '@tms/domain/contract/list';
import type { RefereeRegistrationRow } from '@tms/domain/contract/referee-office';
import { apiRequest } from '@/lib/api-client';

export type { RefereeRegistrationRow } from '@tms/domain/contract/referee-office';

export const REFEREE_REGISTRATIONS_PATH = '/admin/referee-registrations';
export const refereeRegistrationsKey = ['admin', 'referee-registrations'] as const;

/** GET /admin/referee-registrations with a list query. */
export function refereeRegistrationsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...refereeRegistrationsKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<RefereeRegistrationRow>>('listAdminRefereeRegistrations', REFEREE_REGISTRATIONS_PATH, {
        signal,
        query,
      }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}
