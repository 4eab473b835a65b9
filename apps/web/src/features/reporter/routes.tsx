import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';

/**
 * Hall reporter screens under /reporter (reporters, super reporters, admins). Loaders and pages are
 * both lazy: spectators never download the reporter code or the offline database library.
 */
export function reporterRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = () => withNamespaces(['reporter', 'resultsDashboard', 'validation'], () => import('./loaders'));
  return [
    {
      path: 'reporter',
      children: [
        {
          index: true,
          lazy: async () => {
            const [{ createReporterLoader }, { ReporterHallsPage }] = await Promise.all([
              loaders(),
              import('./pages/reporter-halls-page'),
            ]);
            return { loader: createReporterLoader(queryClient), Component: ReporterHallsPage };
          },
        },
        {
          path: 'hall-matches/:hallId',
          lazy: async () => {
            const [{ createHallMatchesLoader }, { HallMatchesPage }] = await Promise.all([
              loaders(),
              import('./pages/hall-matches-page'),
            ]);
            return { loader: createHallMatchesLoader(queryClient), Component: HallMatchesPage };
          },
        },
        {
          path: 'match-roster/:matchId',
          lazy: async () => {
            const [{ createMatchLoader }, { MatchRosterPage }] = await Promise.all([
              loaders(),
              import('./pages/match-roster-page'),
            ]);
            return { loader: createMatchLoader(queryClient, { offlineQueue: false }), Component: MatchRosterPage };
          },
        },
        {
          path: 'match/:matchId',
          lazy: async () => {
            const [{ createMatchLoader }, { ReporterMatchPage }] = await Promise.all([
              loaders(),
              import('./pages/reporter-match-page'),
            ]);
            return { loader: createMatchLoader(queryClient, { offlineQueue: true }), Component: ReporterMatchPage };
          },
        },
      ],
    },
  ];
}
