import type { CurrentUser, LoginInput } from '@tms/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberSignedInUser } from '@/api/user-cache';
import { apiRequest } from '@/lib/api-client';

/** Signs in; the answer is the current user, so it goes straight into the cache (no extra call). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('login', '/auth/login', { method: 'POST', body: input }),
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}
