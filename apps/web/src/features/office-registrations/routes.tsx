import type { RouteObject } from 'react-router';
import type { OfficePage } from '@/lib/route-guards';

/** Club registrations, their finance, payments, bank statements and reminders (under /admin). */
export function officeRegistrationsRoutes(page: OfficePage): RouteObject[] {
  return [
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
      () => import('./pages/club-registration-detail-page').then((m) => ({ Component: m.ClubRegistrationDetailPage })),
      { namespaces: ['validation'] },
    ),
    page('payments', () => import('./pages/payments-page').then((m) => ({ Component: m.PaymentsPage })), {
      namespaces: ['validation'],
    }),
    page(
      'bank-statements',
      () => import('./pages/bank-statements-page').then((m) => ({ Component: m.BankStatementsPage })),
      { namespaces: ['validation'] },
    ),
  ];
}
