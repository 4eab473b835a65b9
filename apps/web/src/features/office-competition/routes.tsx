import type { RouteObject } from 'react-router';
import type { OfficePage } from '@/lib/route-guards';

/** The competition builder (formats, draw, schedule, timeline) and the halls with bulk printing (under /admin). */
export function officeCompetitionRoutes(page: OfficePage): RouteObject[] {
  return [
    page('competition', () => import('./pages/competition-page').then((m) => ({ Component: m.CompetitionPage })), {
      namespaces: ['validation'],
    }),
    page('halls', () => import('./pages/halls-page').then((m) => ({ Component: m.HallsPage }))),
  ];
}
