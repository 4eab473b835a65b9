import type { ForgotPasswordInput } from '@tms/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Asks for a reset link; the server answers 202 whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<Record<string, never>>('forgotPassword', '/auth/password/forgot', { method: 'POST', body: input }),
  });
}
