import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';
import { clubDetailLoader, createRegistrationLoader, updateRegistrationLoader } from './lib/guards';

/** The club zone: registering a club, updating its registration, and the club detail with finance. */
export function clubsRoutes(queryClient: QueryClient): RouteObject[] {
  const form = () =>
    withNamespaces(['clubRegistration', 'validation'], () => import('./pages/club-registration-page')).then((m) => ({
      Component: m.ClubRegistrationPage,
    }));
  return [
    { path: 'registration/club/create', loader: createRegistrationLoader(queryClient), lazy: form },
    { path: 'registration/club/update/:id', loader: updateRegistrationLoader(queryClient), lazy: form },
    {
      path: 'club/:id',
      loader: clubDetailLoader(queryClient),
      lazy: () =>
        withNamespaces(['club', 'validation'], () => import('./pages/club-detail-page')).then((m) => ({
          Component: m.ClubDetailPage,
        })),
    },
  ];
}
