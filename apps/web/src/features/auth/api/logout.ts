import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSignedInUser } from '@/api/user-cache';
import { apiRequest, isApiError } from '@/lib/api-client';

/** Ends the session and forgets everything cached about the user (see forgetSignedInUser). */
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
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
