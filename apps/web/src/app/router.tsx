import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { requireUser } from '@/api/require-user';
import { authRoutes } from '@/features/auth/routes';
import { clubsRoutes } from '@/features/clubs/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { NotFoundPage } from '@/features/core/pages/not-found-page';
import { officeAdministrationRoutes } from '@/features/office-administration/routes';
import { officeCommunicationRoutes } from '@/features/office-communication/routes';
import { officeCompetitionRoutes } from '@/features/office-competition/routes';
import { officeLogisticsRoutes } from '@/features/office-logistics/routes';
import { officeRefereesRoutes } from '@/features/office-referees/routes';
import { officeRegistrationsRoutes } from '@/features/office-registrations/routes';
import { reporterRoutes } from '@/features/reporter/routes';
import { placesRoutes } from '@/features/places/routes';
import { refereesRoutes } from '@/features/referees/routes';
import { resultsRoutes } from '@/features/results/routes';
import { rostersRoutes } from '@/features/rosters/routes';
import { screenRoutes } from '@/features/screen/routes';
import { teamsRoutes } from '@/features/teams/routes';
import { translationsRoutes } from '@/features/translations/routes';
import { PATHS } from '@/lib/paths';
import { createHomeLoader } from './guards/home-loader';
import { createLocaleLoader } from './guards/locale-loader';
import { type CurrentLocation, createResultsGuard } from './guards/results-guard';
import { createRootLoader } from './guards/root-loader';
import { AppLayout } from './layout/app-layout';
import { officeRoutes } from './office/office-routes';
import { FullPageLoader } from './layout/global-loader';
import { RouteError } from './route-error';

/**
 * Route table. Pages are lazy (one chunk per page); guards are loaders:
 * - root: enums, static and live data in the cache + theme, on every navigation (→ /support on failure);
 * - `showsResults(loader?)`: wrap the loader of every results route (→ previous page or /results when
 *   results are not public);
 * - `/cs/*`, `/en/*`: set the locale and continue without the prefix;
 * - `/2024/results/…`: the public results pages of a past edition (the root loader loads that year).
 */
export function createRoutes(queryClient: QueryClient, currentLocation: CurrentLocation): RouteObject[] {
  const showsResults = createResultsGuard(queryClient, currentLocation);
  const rootLoader = createRootLoader(queryClient);
  const publicResults = [...resultsRoutes(showsResults), ...teamsRoutes(showsResults), ...placesRoutes(showsResults)];

  return [
    { path: '/cs/*', loader: createLocaleLoader('cs'), HydrateFallback: FullPageLoader },
    { path: '/en/*', loader: createLocaleLoader('en'), HydrateFallback: FullPageLoader },
    // Big screens: outside the layout (no menus), with the root's data.
    ...screenRoutes(rootLoader, showsResults).map((route) => ({
      ...route,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteError,
    })),
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      // Loaders of the root normally run once; the guards must run before every navigation.
      shouldRevalidate: () => true,
      Component: AppLayout,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, loader: createHomeLoader(queryClient) },
            ...publicResults,
            ...publicResults.map(inEdition),
            ...authRoutes(queryClient),
            ...dashboardRoutes(queryClient),
            // The back-office: one layout route /admin around the pages of each office domain.
            ...officeRoutes(queryClient, [
              officeRegistrationsRoutes,
              officeRefereesRoutes,
              officeCompetitionRoutes,
              officeLogisticsRoutes,
              officeAdministrationRoutes,
              officeCommunicationRoutes,
            ]),
            ...reporterRoutes(queryClient),
            ...refereesRoutes(queryClient),
            ...translationsRoutes(queryClient),
            ...clubsRoutes(queryClient),
            ...rostersRoutes(queryClient),
            {
              path: 'support',
              lazy: () => import('@/features/core/pages/support-page').then((m) => ({ Component: m.SupportPage })),
            },
            {
              // PRODUCT_SPEC §2: a signed-in user's page; a visitor is asked to sign in instead.
              path: 'unauthorized',
              loader: requireUser(queryClient),
              lazy: () =>
                import('@/features/core/pages/unauthorized-page').then((m) => ({ Component: m.UnauthorizedPage })),
            },
            // Not lazy: the error boundary shows it too, so it is in the main chunk anyway.
            { path: '404', Component: NotFoundPage },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

const LOCALE_LOADERS = { cs: createLocaleLoader('cs'), en: createLocaleLoader('en') } as const;

/**
 * A results route under a year, `:edition/results/…`. A path segment has no pattern in React Router, and
 * it ranks `:edition/results/…` above `/en/*`: a locale there goes on as `/cs/*` and `/en/*` do; any
 * other first segment but a year is not a page.
 */
function inEdition(route: RouteObject): RouteObject {
  const { loader } = route;
  return {
    ...route,
    path: `:edition/${route.path}`,
    loader: (args: LoaderFunctionArgs) => {
      const first = args.params.edition ?? '';
      if (first === 'cs' || first === 'en') {
        const rest = new URL(args.request.url).pathname.slice(first.length + 2);
        return LOCALE_LOADERS[first]({ ...args, params: { '*': rest } });
      }
      if (!/^\d{4}$/.test(first)) throw redirect(PATHS.notFound);
      return typeof loader === 'function' ? loader(args) : null;
    },
  };
}

export function createAppRouter(queryClient: QueryClient) {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  // During a navigation the router state still holds the page the user is leaving.
  const currentLocation: CurrentLocation = () => router?.state.location ?? null;
  router = createBrowserRouter(createRoutes(queryClient, currentLocation));
  return router;
}
