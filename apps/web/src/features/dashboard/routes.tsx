import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ROLES, requireUser } from '@/app/guards/user-guard';
import { adminConfigurationQueryOptions } from './api/get-admin-configuration';
import { mailOutboxQueryOptions } from './api/get-mail-outbox';
import { withNamespaces } from '@/lib/i18n';

/** The signed-in user's dashboard and the administration lists. */
export function dashboardRoutes(queryClient: QueryClient): RouteObject[] {
  const anyUser = requireUser(queryClient);
  const admin = requireUser(queryClient, { roles: [ROLES.admin, ROLES.superAdmin] });
  const superAdmin = requireUser(queryClient, { roles: [ROLES.superAdmin] });

  return [
    {
      path: 'dashboard',
      loader: anyUser,
      lazy: () =>
        withNamespaces(['dashboard'], () => import('./pages/dashboard-page')).then((m) => ({
          Component: m.DashboardPage,
        })),
    },
    {
      path: 'admin/configuration',
      loader: async (args: LoaderFunctionArgs) => {
        await admin(args);
        // Started here so the list loads alongside the page chunk; the page shows its own progress.
        void queryClient.prefetchQuery(adminConfigurationQueryOptions());
        return null;
      },
      lazy: () =>
        withNamespaces(['dashboard'], () => import('./pages/admin-configuration-page')).then((m) => ({
          Component: m.AdminConfigurationPage,
        })),
    },
    {
      path: 'admin/mail-outbox',
      loader: async (args: LoaderFunctionArgs) => {
        await superAdmin(args);
        void queryClient.prefetchQuery(mailOutboxQueryOptions());
        return null;
      },
      lazy: () =>
        withNamespaces(['dashboard'], () => import('./pages/mail-outbox-page')).then((m) => ({
          Component: m.MailOutboxPage,
        })),
    },
  ];
}
