import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readStorage } from '@/lib/storage';
import { meQueryOptions } from '@/api/get-me';
import { redirectTarget } from './redirect-target';

/**
 * Loader of the sign-in and sign-up pages: someone already signed in continues where the sign-in
 * would take them. Only a remembered sign-in is checked, so visitors make no /users/me call.
 */
export function createSignedInRedirect(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!readStorage('loggedIn')) return null;
    const user = await queryClient.fetchQuery(meQueryOptions()).catch((error: unknown) => {
      console.error('Loading the current user failed', error);
      return null;
    });
    if (user) throw redirect(redirectTarget(new URL(request.url).searchParams.get('redirect')));
    return null;
  };
}
