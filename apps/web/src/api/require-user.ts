import type { Role } from '@tms/domain/roles';
import { hasAnyRole } from '@tms/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { wasAbandoned } from '@/lib/page-leaving';
import { PATHS } from '@/lib/paths';
import { readStorage, removeStorage } from '@/lib/storage';
import { type CurrentUser, meQueryOptions } from './get-me';

export type RequireUserOptions = {
  /** Any one of them lets the user in (a group of `@tms/domain/roles`); omitted or empty = any signed-in user. */
  roles?: readonly Role[];
};

/** True when there is a user holding at least one of `roles` (or no role is required). */
export function userHasAnyRole(
  user: Pick<CurrentUser, 'roles'> | null | undefined,
  roles?: readonly string[],
): boolean {
  if (!user) return false;
  return !roles || roles.length === 0 || hasAnyRole(user.roles, roles);
}

/** `/login?redirect=/dashboard%3Ftab%3D1` for the page being guarded. */
export function loginRedirectPath(requestUrl: string): string {
  const url = new URL(requestUrl);
  const target = `${url.pathname}${url.search}`;
  return `${PATHS.login}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/**
 * PRODUCT_SPEC §2 guard 4: any failure to load the user (a 5xx, no network) counts as not signed in,
 * like a 401, so the user gets the sign-in page rather than an error page; the failure is logged.
 * A load the browser cancelled (the user moved on or is leaving the page) is no answer at all: it is
 * passed on, and the remembered sign-in stays for the next page.
 */
async function loadUser(queryClient: QueryClient, signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0, retry: false });
  } catch (error) {
    if (wasAbandoned(error, signal)) throw error;
    console.warn('Loading the current user failed; continuing as signed out.', error);
    return null;
  }
}

/**
 * Loader of a page for signed-in users. The user is always fetched again (not taken from the cache):
 * the session may have expired or the roles changed since the cached copy. Only a browser that
 * remembers a sign-in (`loggedIn` flag) asks at all, so visitors cause no /users/me call; a failed
 * load forgets the flag. No user goes to the sign-in page (which comes back here afterwards), a
 * user without any of the roles to /unauthorized. Resolves to the current user.
 */
export function requireUser(queryClient: QueryClient, { roles }: RequireUserOptions = {}) {
  return async ({ request }: LoaderFunctionArgs): Promise<CurrentUser> => {
    const user = readStorage('loggedIn') ? await loadUser(queryClient, request.signal) : null;
    if (!user) {
      removeStorage('loggedIn');
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      throw redirect(loginRedirectPath(request.url));
    }
    if (!userHasAnyRole(user, roles)) throw redirect(PATHS.unauthorized);
    return user;
  };
}
