import { hasAnyRole, ROLE_GROUPS } from '@tms/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { liveQueryOptions } from '@/api/get-live';
import { type CurrentUser, meQueryKey } from '@/api/get-me';
import { staticQueryOptions } from '@/api/get-static';
import { requireUser } from '@/api/require-user';
import { isApiError } from '@/lib/api-client';
import { PATHS } from '@/lib/paths';
import { initOfflineQueue } from './offline-queue/shared-queue';
import { matchDetailQueryOptions } from '@/api/get-match-detail';
import { REPORTER_MATCH_DETAIL } from './lib/match-detail';
import { reporterHallsQueryOptions } from './api/get-reporter-halls';
import { resolveMatchIdentifier } from './lib/match-identifier';
import { readReporterSession, writeReporterSession } from './lib/reporter-session';

/** Reporters, super reporters and admins (admins count as reporters, PRODUCT_SPEC §6). */
const REPORTER_ROLES = ROLE_GROUPS.reporters;

type Reporter = { id: number; hallIds: readonly number[] };

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A redirect or an HTTP error the router should handle, as opposed to a failed connection. */
function isRouterResponse(error: unknown): boolean {
  return error instanceof Response || isApiError(error);
}

/**
 * The user guard, tolerant of a lost connection: the reporter screens opened once must keep working
 * in a hall without network, so the last known reporter (this tab) stands in when the server cannot
 * be asked. Online, the server's answer always decides.
 */
async function requireReporter(queryClient: QueryClient, args: LoaderFunctionArgs): Promise<Reporter> {
  const guard = requireUser(queryClient, { roles: REPORTER_ROLES });
  const remembered = readReporterSession();
  const fallback = (): Reporter | null => {
    const cached = queryClient.getQueryData<CurrentUser | null>(meQueryKey);
    if (cached && hasAnyRole(cached.roles, REPORTER_ROLES)) {
      const hallIds = queryClient.getQueryData(reporterHallsQueryOptions().queryKey)?.map((hall) => hall.placeId);
      return { id: cached.id, hallIds: hallIds ?? remembered?.hallIds ?? [] };
    }
    if (remembered && hasAnyRole(remembered.roles, REPORTER_ROLES)) {
      return { id: remembered.userId, hallIds: remembered.hallIds };
    }
    return null;
  };

  // TanStack Query holds requests back while offline; the loader must not wait for the network.
  if (browserOffline()) {
    const reporter = fallback();
    if (reporter) return reporter;
    throw new Error('Offline, and no reporter has signed in in this tab yet');
  }
  let user: CurrentUser;
  try {
    user = await guard(args);
  } catch (error) {
    const reporter = isRouterResponse(error) ? null : fallback();
    if (reporter) return reporter;
    throw error;
  }
  let hallIds: number[];
  try {
    const halls = await queryClient.ensureQueryData({ ...reporterHallsQueryOptions(), networkMode: 'always' });
    hallIds = halls.map((hall) => hall.placeId);
  } catch (error) {
    if (isRouterResponse(error) || !remembered || remembered.userId !== user.id) throw error;
    hallIds = remembered.hallIds;
  }
  writeReporterSession({ userId: user.id, roles: user.roles, hallIds });
  return { id: user.id, hallIds };
}

/** /reporter: any reporter. */
export function createReporterLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs) => {
    const reporter = await requireReporter(queryClient, args);
    // Records of an earlier match may still wait for the network; keep uploading them.
    void initOfflineQueue().catch(() => {});
    return { hallIds: reporter.hallIds };
  };
}

/** /reporter/hall-matches/:hallId: only the halls this user reports in. */
export function createHallMatchesLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs) => {
    const reporter = await requireReporter(queryClient, args);
    const hallId = Number(args.params.hallId);
    if (!Number.isInteger(hallId) || hallId <= 0) throw data(null, { status: 404 });
    const bundle = await queryClient.ensureQueryData({ ...staticQueryOptions(), networkMode: 'always' });
    if (!bundle.halls.some((hall) => hall.id === hallId)) throw data(null, { status: 404 });
    if (!reporter.hallIds.includes(hallId)) throw redirect(PATHS.unauthorized);
    void initOfflineQueue().catch(() => {});
    return { hallId };
  };
}

export type MatchLoaderData = { matchId: number; identifier: string; hallId: number };

/**
 * /reporter/match-roster/:matchId and /reporter/match/:matchId: the category-plus-number identifier
 * (e.g. MA-12) resolved to the match; the match screen also opens the offline event storage first.
 */
export function createMatchLoader(queryClient: QueryClient, { offlineQueue }: { offlineQueue: boolean }) {
  return async (args: LoaderFunctionArgs): Promise<MatchLoaderData> => {
    const reporter = await requireReporter(queryClient, args);
    const identifier = args.params.matchId ?? '';
    const [bundle, live] = await Promise.all([
      queryClient.ensureQueryData({ ...staticQueryOptions(), networkMode: 'always' }),
      queryClient.ensureQueryData({ ...liveQueryOptions(), networkMode: 'always' }),
    ]);
    const matchId = resolveMatchIdentifier(identifier, bundle.teamCategories, live.matches);
    const match = live.matches.find((item) => item.id === matchId);
    if (matchId === null || !match) throw data(null, { status: 404 });
    if (!reporter.hallIds.includes(match.placeId)) throw redirect(PATHS.unauthorized);
    await Promise.all([
      offlineQueue ? initOfflineQueue() : null,
      queryClient.ensureQueryData({
        ...matchDetailQueryOptions(matchId, REPORTER_MATCH_DETAIL),
        networkMode: 'always',
      }),
    ]);
    return { matchId, identifier: identifier.toUpperCase(), hallId: match.placeId };
  };
}
