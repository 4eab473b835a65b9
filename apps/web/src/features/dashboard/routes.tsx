import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { requireUser } from '@/api/require-user';
import { withNamespaces } from '@/lib/i18n';

/** The signed-in user's dashboard: what the account may do (registrations, news, reporting, administration). */
export function dashboardRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'dashboard',
      loader: requireUser(queryClient),
      lazy: () =>
        withNamespaces(['dashboard'], () => import('./pages/dashboard-page')).then((m) => ({
          Component: m.DashboardPage,
        })),
    },
  ];
}
