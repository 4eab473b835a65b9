import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';
import { prepareOfflineUse } from '@/lib/service-worker';

/** Every reporter screen, so each of them opens in a hall without network (kept by the service worker). */
function preloadReporterPages() {
  return Promise.all([
    import('./pages/reporter-halls-page'),
    import('./pages/hall-matches-page'),
    import('./pages/match-roster-page'),
    import('./pages/reporter-match-page'),
  ]);
}

/** Once the guard has let a reporter in, the reporter screens are kept for offline use. */
function keptOffline<T extends LoaderFunction>(loader: T): LoaderFunction {
  return async (args) => {
    const result = await loader(args);
    void prepareOfflineUse(preloadReporterPages);
    return result;
  };
}

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
            return { loader: keptOffline(createReporterLoader(queryClient)), Component: ReporterHallsPage };
          },
        },
        {
          path: 'hall-matches/:hallId',
          lazy: async () => {
            const [{ createHallMatchesLoader }, { HallMatchesPage }] = await Promise.all([
              loaders(),
              import('./pages/hall-matches-page'),
            ]);
            return { loader: keptOffline(createHallMatchesLoader(queryClient)), Component: HallMatchesPage };
          },
        },
        {
          path: 'match-roster/:matchId',
          lazy: async () => {
            const [{ createMatchLoader }, { MatchRosterPage }] = await Promise.all([
              loaders(),
              import('./pages/match-roster-page'),
            ]);
            return {
              loader: keptOffline(createMatchLoader(queryClient, { offlineQueue: false })),
              Component: MatchRosterPage,
            };
          },
        },
        {
          path: 'match/:matchId',
          lazy: async () => {
            const [{ createMatchLoader }, { ReporterMatchPage }] = await Promise.all([
              loaders(),
              import('./pages/reporter-match-page'),
            ]);
            return {
              loader: keptOffline(createMatchLoader(queryClient, { offlineQueue: true })),
              Component: ReporterMatchPage,
            };
          },
        },
      ],
    },
  ];
}
