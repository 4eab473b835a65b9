import type { RouteObject } from 'react-router';
import type { ShowsResults } from '@/app/router';

/**
 * Public results pages under /results (team category, country, match, ...); each route's loader is
 * wrapped in `showsResults(...)` so the show_results_on_web switch guards it.
 */
export function resultsRoutes(_showsResults: ShowsResults): RouteObject[] {
  return [];
}
