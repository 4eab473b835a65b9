import { ROLE_GROUPS } from '@tms/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { requireUser } from '@/api/require-user';
import { withNamespaces } from '@/lib/i18n';
import type { OfficePage } from '@/lib/route-guards';
import { visibleSections } from './admin-nav';

/** An office domain's pages (features/office-<domain>/routes.tsx), built with the area's page helper. */
export type OfficeDomainRoutes = (page: OfficePage) => RouteObject[];

/**
 * The admin area `/admin/...` (admins and super admins; others /unauthorized): one layout with the
 * sections' navigation (admin-nav.ts) around the pages of the office domains. Texts: `admin` module
 * (the configuration and outbox pages: `dashboard` too).
 */
export function officeRoutes(queryClient: QueryClient, domains: OfficeDomainRoutes[]): RouteObject[] {
  const admin = requireUser(queryClient, { roles: ROLE_GROUPS.admins });
  const superAdmin = requireUser(queryClient, { roles: ROLE_GROUPS.superAdmins });
  const page: OfficePage = (path, load, options = {}) => ({
    path,
    loader: async (args: LoaderFunctionArgs) => {
      await (options.superAdminsOnly ? superAdmin : admin)(args);
      // Started here so the data loads alongside the page chunk; the page shows its own progress.
      options.prefetch?.(queryClient);
      return null;
    },
    lazy: () => withNamespaces(['admin', ...(options.namespaces ?? [])], load),
  });

  return [
    {
      path: 'admin',
      loader: admin,
      handle: { wide: true },
      lazy: () =>
        withNamespaces(['admin'], () => import('./admin-layout')).then((m) => ({
          Component: m.AdminLayout,
        })),
      children: [
        {
          index: true,
          loader: async (args: LoaderFunctionArgs) => {
            const user = await admin(args);
            return redirect(visibleSections(user)[0]?.path ?? '/admin/configuration');
          },
        },
        ...domains.flatMap((routes) => routes(page)),
      ],
    },
  ];
}
