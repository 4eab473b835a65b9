import type { ClubRegistration } from '@tms/domain/contract/club-registration';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const clubRegistrationQueryKey = (clubId: number) => ['web', 'club-registrations', clubId] as const;

/** The club's registration as its form edits it, with the bill and what may change now. */
export function clubRegistrationQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: clubRegistrationQueryKey(clubId),
    queryFn: ({ signal }) =>
      apiRequest<ClubRegistration>('getClubRegistration', `/web/club-registrations/${clubId}`, { signal }),
    // The form starts from what the server has now, not from a copy of an earlier visit.
    staleTime: 0,
    meta: { userScoped: true },
  });
}
