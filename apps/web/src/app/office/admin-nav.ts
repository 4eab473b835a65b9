import type { Link } from '@tms/domain/contract/common';
import { hasLink } from '@/lib/links';

/**
 * The sections of the admin area, in the order the navigation shows them. A section is shown when
 * the current user has the link of its list (`links` of GET /users/me), so the navigation offers
 * what the server allows. A new back-office page adds its entry here and its route in its office domain's
 * routes.tsx (features/office-<domain>/routes.tsx, composed in app/router.tsx).
 */
export const ADMIN_SECTIONS = [
  { path: '/admin/club-registrations', label: 'nav.clubRegistrations', operationId: 'listAdminClubRegistrations' },
  {
    path: '/admin/referee-registrations',
    label: 'nav.refereeRegistrations',
    operationId: 'listAdminRefereeRegistrations',
  },
  {
    path: '/admin/referee-assignment',
    label: 'nav.refereeAssignment',
    operationId: 'listRefereeAssignments',
  },
  { path: '/admin/payments', label: 'nav.payments', operationId: 'listPayments' },
  { path: '/admin/messages', label: 'nav.messages', operationId: 'listDashboardMessages' },
  { path: '/admin/documents', label: 'nav.documents', operationId: 'listAdminDocuments' },
  { path: '/admin/halls', label: 'nav.halls', operationId: 'listAdminHalls' },
  { path: '/admin/users', label: 'nav.users', operationId: 'listAdminUsers' },
  { path: '/admin/competition', label: 'nav.competition', operationId: 'listCategoryFormats' },
  { path: '/admin/places', label: 'nav.places', operationId: 'listAdminPlaces' },
  { path: '/admin/accommodation', label: 'nav.accommodation', operationId: 'getAccommodation' },
  { path: '/admin/catering', label: 'nav.catering', operationId: 'getCatering' },
  { path: '/admin/training', label: 'nav.training', operationId: 'listTrainingRequests' },
  { path: '/admin/lookups/team-categories', label: 'nav.teamCategories', operationId: 'listAdminTeamCategories' },
  { path: '/admin/lookups/service-levels', label: 'nav.serviceLevels', operationId: 'listAdminTeamCategories' },
  { path: '/admin/lookups/pricelist-items', label: 'nav.pricelistItems', operationId: 'listAdminTeamCategories' },
  { path: '/admin/lookups/countries', label: 'nav.countries', operationId: 'listAdminTeamCategories' },
  { path: '/admin/bank-statements', label: 'nav.bankStatements', operationId: 'listPayments' },
  { path: '/admin/audit', label: 'nav.audit', operationId: 'listAudit' },
  { path: '/admin/configuration', label: 'nav.configuration', operationId: 'getAdminConfiguration' },
  { path: '/admin/editions', label: 'nav.editions', operationId: 'listEditions' },
  { path: '/admin/mail-outbox', label: 'nav.mailOutbox', operationId: 'listMailOutbox' },
] as const satisfies readonly { path: string; label: `nav.${string}`; operationId: string }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function visibleSections(user: { links: readonly Link[] } | null | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => hasLink(user, section.operationId));
}
