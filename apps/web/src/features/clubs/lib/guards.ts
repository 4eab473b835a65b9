import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requireUser } from '@/api/require-user';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { hasLink } from '@/lib/links';
import { PATHS } from '@/lib/paths';
import { clubDetailQueryOptions } from '../api/get-club-detail';
import { clubRegistrationQueryOptions } from '../api/get-club-registration';
import { clubRosterQueryOptions } from '../api/get-club-roster';
import { clubUsersQueryOptions } from '../api/get-club-users';
import { clubTrainingQueryOptions } from '../api/club-training';

// Entry to the club screens (PRODUCT_SPEC §2 club area): what the server's links allow now, else the
// dashboard. The server decides the windows and roles; these only read its answer.

export const DASHBOARD = '/dashboard';

/** A positive database id from the address, or null. */
export function clubIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return /^\d+$/.test(value ?? '') && Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** `/registration/club/create`: only when the user may register a club now. */
export function createRegistrationLoader(queryClient: QueryClient) {
  const signedIn = requireUser(queryClient);
  return async (args: LoaderFunctionArgs) => {
    const user = await signedIn(args);
    if (!hasLink(user, 'createClubRegistration')) throw redirect(DASHBOARD);
    return null;
  };
}

/** `/registration/club/update/{id}`: only when the registration may be updated now. */
export function updateRegistrationLoader(queryClient: QueryClient) {
  const signedIn = requireUser(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await signedIn(args);
    const clubId = clubIdParam(args.params.id);
    if (clubId === null) throw redirect(DASHBOARD);
    try {
      const registration = await queryClient.fetchQuery(clubRegistrationQueryOptions(clubId));
      if (!hasLink(registration, 'updateClubRegistration')) throw redirect(DASHBOARD);
    } catch (error) {
      // Someone else's club or no club at all: nothing to update here either.
      if (isApiError(error, 403) || isApiError(error, 404)) throw redirect(DASHBOARD);
      throw error;
    }
    return null;
  };
}

/** `/club/{id}`: signed in; the page loads the detail (started here alongside the page's chunk). */
export function clubDetailLoader(queryClient: QueryClient) {
  const signedIn = requireUser(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await signedIn(args);
    const clubId = clubIdParam(args.params.id);
    if (clubId === null) throw redirect(PATHS.notFound);
    void queryClient.prefetchQuery(clubDetailQueryOptions(clubId));
    return null;
  };
}

/**
 * A club page only its managers open: signed in, and the club's detail carries `link`; anybody else
 * goes to the club detail with the same id.
 */
function clubManagersLoader(queryClient: QueryClient, link: string, prefetch: (clubId: number) => void) {
  const signedIn = requireUser(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await signedIn(args);
    const clubId = clubIdParam(args.params.id);
    if (clubId === null) throw redirect(PATHS.notFound);
    const detail = `/club/${clubId}`;
    try {
      const club = await queryClient.fetchQuery(clubDetailQueryOptions(clubId));
      if (!hasLink(club, link)) throw redirect(detail);
    } catch (error) {
      if (isApiError(error, 403) || isApiError(error, 404)) throw redirect(detail);
      throw error;
    }
    prefetch(clubId);
    return null;
  };
}

/**
 * `/club/{id}/users`: only who may manage the club's users (its club admins and admins); anybody else
 * goes to the club detail with the same id (PRODUCT_SPEC §2 club-users).
 */
export function clubUsersLoader(queryClient: QueryClient) {
  return clubManagersLoader(queryClient, 'listClubUsers', (clubId) => {
    void queryClient.prefetchQuery(clubUsersQueryOptions(clubId));
  });
}

/** `/club/{id}/roster`: signed in; the page loads the roster (and says when it cannot). */
export function clubRosterLoader(queryClient: QueryClient) {
  const signedIn = requireUser(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await signedIn(args);
    const clubId = clubIdParam(args.params.id);
    if (clubId === null) throw redirect(PATHS.notFound);
    void queryClient.prefetchQuery(clubRosterQueryOptions(clubId));
    return null;
  };
}

/** `/club/{id}/training`: the club's managers (club admins and admins); anybody else goes to the club detail. */
export function clubTrainingLoader(queryClient: QueryClient) {
  return clubManagersLoader(queryClient, 'listClubTrainingRequests', (clubId) => {
    void queryClient.prefetchQuery(clubTrainingQueryOptions(clubId, i18n.resolvedLanguage ?? 'cs'));
  });
}
