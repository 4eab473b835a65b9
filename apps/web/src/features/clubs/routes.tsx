import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '@/lib/i18n';
import {
  clubDetailLoader,
  clubRosterLoader,
  clubTrainingLoader,
  clubUsersLoader,
  createRegistrationLoader,
  updateRegistrationLoader,
} from './lib/guards';

/** The club zone: registering a club, its registration, the club detail with finance, its users and roster. */
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
    {
      path: 'club/:id/users',
      loader: clubUsersLoader(queryClient),
      lazy: () =>
        withNamespaces(['club', 'validation'], () => import('./pages/club-users-page')).then((m) => ({
          Component: m.ClubUsersPage,
        })),
    },
    {
      path: 'club/:id/training',
      loader: clubTrainingLoader(queryClient),
      lazy: () =>
        withNamespaces(['club', 'validation'], () => import('./pages/club-training-page')).then((m) => ({
          Component: m.ClubTrainingPage,
        })),
    },
    {
      path: 'club/:id/roster',
      loader: clubRosterLoader(queryClient),
      lazy: () =>
        withNamespaces(['clubRoster', 'clubParticipant', 'validation'], () => import('./pages/club-roster-page')).then(
          (m) => ({ Component: m.ClubRosterPage }),
        ),
    },
  ];
}
