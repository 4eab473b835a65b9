import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';
import { matchRosterLoader, teamPlanLoader } from './lib/guards';

/** The rosters area (PRODUCT_SPEC §2): a team's match plan and its match rosters. */
export function rostersRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'rosters/team-plan/:id',
      loader: teamPlanLoader(queryClient),
      lazy: () =>
        withNamespaces(['roster', 'validation'], () => import('./pages/team-plan-page')).then((m) => ({
          Component: m.TeamPlanPage,
        })),
    },
    {
      path: 'rosters/match/:matchId/:side',
      loader: matchRosterLoader(queryClient),
      lazy: () =>
        withNamespaces(['roster', 'validation'], () => import('./pages/match-roster-page')).then((m) => ({
          Component: m.MatchRosterPage,
        })),
    },
  ];
}
