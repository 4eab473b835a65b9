import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@tms/domain/contract/auth';
import { apiRequest, isApiError } from '@/lib/api-client';
import { removeStorage } from '@/lib/storage';

export type { CurrentUser };

export const meQueryKey = ['web', 'users', 'me'] as const;

/** The signed-in user, or null for a visitor (401). */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        return await apiRequest<CurrentUser>('getCurrentUser', '/web/users/me', { signal });
      } catch (error) {
        if (isApiError(error, 401)) {
          // The session is gone (PRODUCT_SPEC §4: a failed user load clears the remembered sign-in).
          removeStorage('loggedIn');
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
