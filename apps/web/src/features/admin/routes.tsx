import { ROLE_GROUPS } from '@tms/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { requireUser } from '@/api/require-user';
import { withNamespaces } from '@/lib/i18n';
import { adminConfigurationQueryOptions } from './api/get-admin-configuration';
import { mailOutboxQueryOptions } from './api/get-mail-outbox';
import { visibleSections } from './lib/admin-nav';

/**
 * The admin area `/admin/...` (admins and super admins; others /unauthorized): one layout with the
 * sections' navigation (lib/admin-nav.ts) around the back-office pages. Texts: `admin` module (the
 * configuration and outbox pages: `dashboard`).
 */
export function adminRoutes(queryClient: QueryClient): RouteObject[] {
  const admin = requireUser(queryClient, { roles: ROLE_GROUPS.admins });
  const superAdmin = requireUser(queryClient, { roles: ROLE_GROUPS.superAdmins });
  /** A page of the area: its guard (admins unless told), texts and lazy component. */
  const page = (
    path: string,
    load: () => Promise<{ Component: React.ComponentType }>,
    options: { guard?: typeof admin; prefetch?: () => void; namespaces?: Parameters<typeof withNamespaces>[0] } = {},
  ): RouteObject => ({
    path,
    loader: async (args: LoaderFunctionArgs) => {
      await (options.guard ?? admin)(args);
      // Started here so the data loads alongside the page chunk; the page shows its own progress.
      options.prefetch?.();
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
        withNamespaces(['admin'], () => import('./components/admin-layout')).then((m) => ({
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
        page('club-registrations', () =>
          import('./pages/club-registrations-page').then((m) => ({ Component: m.ClubRegistrationsPage })),
        ),
        page('club-registrations/summary', () =>
          import('./pages/club-registrations-summary-page').then((m) => ({
            Component: m.ClubRegistrationsSummaryPage,
          })),
        ),
        page(
          'club-registrations/:id',
          () =>
            import('./pages/club-registration-detail-page').then((m) => ({ Component: m.ClubRegistrationDetailPage })),
          { namespaces: ['validation'] },
        ),
        page('referee-registrations', () =>
          import('./pages/referee-registrations-page').then((m) => ({ Component: m.RefereeRegistrationsPage })),
        ),
        page('referee-registrations/summary', () =>
          import('./pages/referee-summary-page').then((m) => ({ Component: m.RefereeSummaryPage })),
        ),
        page('referee-registrations/bank-details', () =>
          import('./pages/referee-bank-details-page').then((m) => ({ Component: m.RefereeBankDetailsPage })),
        ),
        page(
          'referee-registrations/:id',
          () =>
            import('./pages/referee-registration-detail-page').then((m) => ({
              Component: m.RefereeRegistrationDetailPage,
            })),
          { namespaces: ['validation'] },
        ),
        page(
          'referee-assignment',
          () => import('./pages/referee-assignment-page').then((m) => ({ Component: m.RefereeAssignmentPage })),
          { namespaces: ['validation'] },
        ),
        page('messages', () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })), {
          namespaces: ['validation'],
        }),
        page('halls', () => import('./pages/halls-page').then((m) => ({ Component: m.HallsPage }))),
        page('users', () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage }))),
        page('users/:id', () => import('./pages/user-detail-page').then((m) => ({ Component: m.UserDetailPage })), {
          namespaces: ['validation'],
        }),
        page('competition', () => import('./pages/competition-page').then((m) => ({ Component: m.CompetitionPage })), {
          namespaces: ['validation'],
        }),
        page('accommodation', () =>
          import('./pages/accommodation-page').then((m) => ({ Component: m.AccommodationPage })),
        ),
        page('places', () => import('./pages/places-page').then((m) => ({ Component: m.PlacesPage })), {
          namespaces: ['validation'],
        }),
        page('catering', () => import('./pages/catering-page').then((m) => ({ Component: m.CateringPage }))),
        page('training', () => import('./pages/training-page').then((m) => ({ Component: m.TrainingPage })), {
          namespaces: ['validation'],
        }),
        page('lookups/:list', () => import('./pages/lookups-page').then((m) => ({ Component: m.LookupsPage })), {
          namespaces: ['validation'],
        }),
        page('documents', () => import('./pages/documents-page').then((m) => ({ Component: m.DocumentsPage })), {
          namespaces: ['validation'],
        }),
        page('payments', () => import('./pages/payments-page').then((m) => ({ Component: m.PaymentsPage })), {
          namespaces: ['validation'],
        }),
        page(
          'bank-statements',
          () => import('./pages/bank-statements-page').then((m) => ({ Component: m.BankStatementsPage })),
          {
            namespaces: ['validation'],
          },
        ),
        page('audit', () => import('./pages/audit-page').then((m) => ({ Component: m.AuditPage }))),
        page(
          'configuration',
          () => import('./pages/admin-configuration-page').then((m) => ({ Component: m.AdminConfigurationPage })),
          {
            namespaces: ['dashboard'],
            prefetch: () => void queryClient.prefetchQuery(adminConfigurationQueryOptions()),
          },
        ),
        page('mail-outbox', () => import('./pages/mail-outbox-page').then((m) => ({ Component: m.MailOutboxPage })), {
          guard: superAdmin,
          namespaces: ['dashboard'],
          prefetch: () => void queryClient.prefetchQuery(mailOutboxQueryOptions()),
        }),
      ],
    },
  ];
}
