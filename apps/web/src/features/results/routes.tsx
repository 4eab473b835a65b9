import type { RouteObject } from 'react-router';
import type { ShowsResults } from '@/lib/route-guards';
import { withNamespaces } from '@/lib/i18n';

/**
 * Public results pages: the dashboard (/results) and under it team category, group, play-off, matches
 * by hall, match and statistics. Each page is its own lazily loaded chunk. Every loader but the
 * dashboard's is wrapped in `showsResults(...)` so the show_results_on_web switch guards it; the
 * dashboard hides results itself (and is where the guard sends visitors, so it must not loop).
 */
export function resultsRoutes(showsResults: ShowsResults): RouteObject[] {
  return [
    {
      path: 'results',
      lazy: () =>
        withNamespaces(['resultsDashboard'], () => import('./pages/results-dashboard-page')).then((m) => ({
          Component: m.ResultsDashboardPage,
        })),
    },
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
