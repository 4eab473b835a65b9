import type { RouteObject } from 'react-router';
import type { OfficePage } from '@/lib/route-guards';

/** Referee registrations (summary, bank details, detail) and the referee assignment (under /admin). */
export function officeRefereesRoutes(page: OfficePage): RouteObject[] {
  return [
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
  ];
}
