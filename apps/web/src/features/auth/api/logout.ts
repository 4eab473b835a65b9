import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { removeStorage } from '@/lib/storage';
import { meQueryKey } from './get-me';

/**
 * Ends the session, forgets the user and the remembered sign-in, and drops cached data of the user
 * (queries flagged `meta.userScoped`), so the next person at this browser sees none of it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest<unknown>('logout', '/logout', { method: 'POST' });
      } catch (error) {
        // Already signed out on the server (expired session): the goal is reached anyway.
        if (!isApiError(error, 401)) throw error;
      }
    },
    onSuccess: () => {
      removeStorage('loggedIn');
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
    },
  });
}
