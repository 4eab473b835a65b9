import type { RouteObject } from 'react-router';
import { adminConfigurationQueryOptions } from '@/api/get-admin-configuration';
import type { OfficePage } from '@/lib/route-guards';
import { editionsQueryOptions } from './api/list-editions';

/** Users, places, lookup lists, the audit, the configuration and the editions (under /admin). */
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
    page('editions', () => import('./pages/editions-page').then((m) => ({ Component: m.EditionsPage })), {
      superAdminsOnly: true,
      namespaces: ['validation'],
      prefetch: (queryClient) => void queryClient.prefetchQuery(editionsQueryOptions()),
    }),
  ];
}
