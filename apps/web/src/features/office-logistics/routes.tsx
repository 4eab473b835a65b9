import type { RouteObject } from 'react-router';
import type { OfficePage } from '@/lib/route-guards';

/** Accommodation, catering and training (under /admin). */
export function officeLogisticsRoutes(page: OfficePage): RouteObject[] {
  return [
    page('accommodation', () => import('./pages/accommodation-page').then((m) => ({ Component: m.AccommodationPage }))),
    page('catering', () => import('./pages/catering-page').then((m) => ({ Component: m.CateringPage }))),
    page('training', () => import('./pages/training-page').then((m) => ({ Component: m.TrainingPage })), {
      namespaces: ['validation'],
    }),
  ];
}
