import type { RouteObject } from 'react-router';
import { adminConfigurationQueryOptions } from '@/api/get-admin-configuration';
import type { OfficePage } from '@/lib/route-guards';

/** Users, places, lookup lists, the audit and the configuration (under /admin). */
export function officeAdministrationRoutes(page: OfficePage): RouteObject[] {
  return [
    page('users', () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage }))),
    page('users/:id', () => import('./pages/user-detail-page').then((m) => ({ Component: m.UserDetailPage })), {
      namespaces: ['validation'],
    }),
    page('places', () => import('./pages/places-page').then((m) => ({ Component: m.PlacesPage })), {
      namespaces: ['validation'],
    }),
    page('lookups/:list', () => import('./pages/lookups-page').then((m) => ({ Component: m.LookupsPage })), {
      namespaces: ['validation'],
    }),
    page('audit', () => import('./pages/audit-page').then((m) => ({ Component: m.AuditPage }))),
    page(
      'configuration',
      () => import('./pages/admin-configuration-page').then((m) => ({ Component: m.AdminConfigurationPage })),
      {
        namespaces: ['dashboard'],
        prefetch: (queryClient) => void queryClient.prefetchQuery(adminConfigurationQueryOptions()),
      },
    ),
  ];
}
