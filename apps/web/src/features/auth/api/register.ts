import type { RegisterInput } from '@tms/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Creates an account; it does not sign in, so no cached query changes. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiRequest<{ id: number }>('register', '/auth/register', { method: 'POST', body: input }),
  });
}
