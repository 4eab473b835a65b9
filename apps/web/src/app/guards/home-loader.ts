import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { meQueryOptions } from '@/api/get-me';
import { wasAbandoned } from '@/lib/page-leaving';
import { readStorage, removeStorage } from '@/lib/storage';
import { PATHS } from '@/lib/paths';

/**
 * `/`: loads the current user when the browser remembers a sign-in (a failed load forgets it), then
 * continues to the results dashboard. Visitors never trigger the call.
 */
export function createHomeLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (readStorage('loggedIn')) {
      const user = await queryClient.fetchQuery(meQueryOptions()).catch((error: unknown) => {
        // Cancelled by the browser, not answered: the remembered sign-in stays (require-user.ts).
        if (wasAbandoned(error, request.signal)) throw error;
        console.error('Loading the current user failed', error);
        return null;
      });
      if (!user) removeStorage('loggedIn');
    }
    throw redirect(PATHS.results);
  };
}
