import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

/** The fields the shell needs; the full shape will come from the users contract. */
export type CurrentUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
};

export const meQueryKey = ['web', 'users', 'me'] as const;

/** The signed-in user, or null for a visitor (401). */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        return await apiRequest<CurrentUser>('getCurrentUser', '/web/users/me', { signal });
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
