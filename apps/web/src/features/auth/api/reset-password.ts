import type { ResetPasswordInput } from '@tms/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeStorage } from '@/lib/storage';
import { meQueryKey } from './get-me';

/** Sets a new password with a mailed token. The server ends every session of the account. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<void>('resetPassword', '/auth/password/reset', { method: 'POST', body: input }),
    onSuccess: () => {
      // If this browser was signed in to the account, that session is gone now.
      removeStorage('loggedIn');
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
    },
  });
}
