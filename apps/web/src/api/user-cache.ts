import type { QueryClient } from '@tanstack/react-query';
import { removeStorage, writeStorage } from '@/lib/storage';
import { type CurrentUser, meQueryKey } from './get-me';
import { matchDetailsQueryKey } from './get-match-detail';

/**
 * A user signed in: remember it in this browser and cache the user. Data whose `links` depend on the
 * user (match details) is fetched again.
 */
export function rememberSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  writeStorage('loggedIn', true);
  queryClient.setQueryData(meQueryKey, user);
  void queryClient.invalidateQueries({ queryKey: matchDetailsQueryKey });
}

/**
 * The session ended: forget the user and the remembered sign-in, drop cached data of the user (queries
 * flagged `meta.userScoped`), so the next person at this browser sees none of it, and fetch the
 * user-dependent data (match details with their links) again.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  removeStorage('loggedIn');
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
  void queryClient.invalidateQueries({ queryKey: matchDetailsQueryKey });
}
