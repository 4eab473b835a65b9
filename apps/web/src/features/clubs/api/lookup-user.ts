import type { UserLookup } from '@tms/domain/contract/club-users';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whether an account with the e-mail exists (the add-user form then needs no names). */
export function userLookupQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['web', 'users', 'lookup', email] as const,
    queryFn: ({ signal }) => apiRequest<UserLookup>('lookupUser', '/web/users/lookup', { query: { email }, signal }),
    enabled: email.length > 0,
    staleTime: 30_000,
    meta: { userScoped: true },
  });
}
