import type { ResetPasswordInput } from '@tms/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSignedInUser } from '@/api/user-cache';
import { apiRequest } from '@/lib/api-client';

/** Sets a new password with a mailed token. The server ends every session of the account. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<void>('resetPassword', '/auth/password/reset', { method: 'POST', body: input }),
    // If this browser was signed in to the account, that session is gone now.
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
