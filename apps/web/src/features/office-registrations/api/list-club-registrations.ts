import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClubRegistrationRow } from '@tms/domain/contract/club-office';
import type { ListPage } from '@tms/domain/contract/list';
import { apiRequest } from '@/lib/api-client';

export type { ClubRegistrationRow } from '@tms/domain/contract/club-office';

export const CLUB_REGISTRATIONS_PATH = '/admin/club-registrations';
export const clubRegistrationsKey = ['admin', 'club-registrations'] as const;

/** GET /admin/club-registrations with a list query. */
export function clubRegistrationsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...clubRegistrationsKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<ClubRegistrationRow>>('listAdminClubRegistrations', CLUB_REGISTRATIONS_PATH, {
        signal,
        query,
      }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}
