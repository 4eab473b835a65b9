import type { RouteObject } from 'react-router';
import type { ShowsResults } from '@/app/router';
import { withNamespaces } from '@/lib/i18n';

/**
 * Public results pages under /results (team category, group, play-off, matches by hall, match,
 * statistics); each route's loader is wrapped in `showsResults(...)` so the show_results_on_web
 * switch guards it, and each page is its own lazily loaded chunk.
 */
export function resultsRoutes(showsResults: ShowsResults): RouteObject[] {
  return [
    {
      path: 'results/team-category/:code',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['resultsDashboard'], () => import('./pages/category-page')).then((m) => ({
          Component: m.CategoryPage,
        })),
    },
    {
      path: 'results/competition-group/:categoryCode/play-off/:playoffCategory',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['resultsDashboard'], () => import('./pages/playoff-page')).then((m) => ({
          Component: m.PlayoffPage,
        })),
    },
    {
      path: 'results/competition-group/:label',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['resultsDashboard'], () => import('./pages/group-page')).then((m) => ({
          Component: m.GroupPage,
        })),
    },
    {
      path: 'results/matches-by-hall/:id?',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['resultsDashboard'], () => import('./pages/matches-by-hall-page')).then((m) => ({
          Component: m.MatchesByHallPage,
        })),
    },
    {
      path: 'results/match/:id',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['resultsDashboard'], () => import('./pages/match-page')).then((m) => ({
          Component: m.MatchPage,
        })),
    },
    {
      path: 'results/statistics/:code',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['resultsDashboard'], () => import('./pages/statistics-page')).then((m) => ({
          Component: m.StatisticsPage,
        })),
    },
  ];
}
