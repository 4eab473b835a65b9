import { ROLE_GROUPS } from '@tms/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { requireUser } from '@/api/require-user';
import { withNamespaces } from '@/lib/i18n';
import { adminConfigurationQueryOptions } from './api/get-admin-configuration';
import { mailOutboxQueryOptions } from './api/get-mail-outbox';

/** The back-office: configuration (admins) and the mail outbox (super admins). Texts: `dashboard` module. */
export function adminRoutes(queryClient: QueryClient): RouteObject[] {
  const admin = requireUser(queryClient, { roles: ROLE_GROUPS.admins });
  const superAdmin = requireUser(queryClient, { roles: ROLE_GROUPS.superAdmins });

  return [
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
