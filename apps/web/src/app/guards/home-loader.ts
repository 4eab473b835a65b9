import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { meQueryOptions } from '@/api/get-me';
import { readStorage, removeStorage } from '@/lib/storage';
import { PATHS } from '@/lib/paths';

/**
 * `/`: loads the current user when the browser remembers a sign-in (a failed load forgets it), then
 * continues to the results dashboard. Visitors never trigger the call.
 */
export function createHomeLoader(queryClient: QueryClient) {
  return async () => {
    if (readStorage('loggedIn')) {
      const user = await queryClient.fetchQuery(meQueryOptions()).catch((error: unknown) => {
        console.error('Loading the current user failed', error);
        return null;
      });
      if (!user) removeStorage('loggedIn');
    }
    throw redirect(PATHS.results);
  };
}
