import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ROSTER_SIDES, type RosterSide } from '@tms/domain/constants';
import { requireUser } from '@/api/require-user';
import { isApiError } from '@/lib/api-client';
import { PATHS } from '@/lib/paths';
import { matchRosterQueryOptions } from '../api/get-match-roster';
import { teamMatchPlanQueryOptions } from '../api/get-team-match-plan';

/** A positive database id from the address, or null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return /^\d+$/.test(value ?? '') && Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function sideParam(value: string | undefined): RosterSide | null {
  return ROSTER_SIDES.find((side) => side === value) ?? null;
}

/** Loads the page's data before it opens: who may not manage the team goes to unauthorized, a missing one to 404. */
async function load(fetch: () => Promise<unknown>) {
  try {
    await fetch();
  } catch (error) {
    if (isApiError(error, 403)) throw redirect(PATHS.unauthorized);
    if (isApiError(error, 404)) throw redirect(PATHS.notFound);
    throw error;
  }
  return null;
}

/** `/rosters/team-plan/{id}`: signed in, and a manager of the team's rosters. */
export function teamPlanLoader(queryClient: QueryClient) {
  const signedIn = requireUser(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await signedIn(args);
    const teamId = idParam(args.params.id);
    if (teamId === null) throw redirect(PATHS.notFound);
    return load(() => queryClient.fetchQuery(teamMatchPlanQueryOptions(teamId)));
  };
}

/** `/rosters/match/{matchId}/{side}`: signed in, and a manager of that side's team. */
export function matchRosterLoader(queryClient: QueryClient) {
  const signedIn = requireUser(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await signedIn(args);
    const matchId = idParam(args.params.matchId);
    const side = sideParam(args.params.side);
    if (matchId === null || side === null) throw redirect(PATHS.notFound);
    return load(() => queryClient.fetchQuery(matchRosterQueryOptions(matchId, side)));
  };
}
