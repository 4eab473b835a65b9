import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { resultsShown } from '@/lib/configuration';
import { editionOf, editionPath } from '@/lib/edition';
import { PATHS } from '@/lib/paths';
import type { RouteLoader, ShowsResults } from '@/lib/route-guards';

/** Where the user currently is (before the navigation being guarded), if known. */
export type CurrentLocation = () => { pathname: string; search: string } | null;

/**
 * Wraps the loader of a route that shows results: when configuration show_results_on_web is not
 * 'true' the navigation goes back to the previous page, or to the results dashboard (which hides
 * results itself and is therefore never wrapped, so this cannot loop).
 */
export function createResultsGuard(queryClient: QueryClient, currentLocation: CurrentLocation): ShowsResults {
  return function showsResults<T>(loader?: RouteLoader<T>) {
    return async (args: LoaderFunctionArgs): Promise<T | null> => {
      const target = new URL(args.request.url);
      // A past edition's pages follow that year's switch and fall back to that year's dashboard.
      const edition = editionOf(target.pathname);
      // A failed load is the root loader's business (it redirects to support); do not decide here.
      const enums = await queryClient.ensureQueryData(enumsQueryOptions(edition)).catch(() => null);
      if (enums && !resultsShown(enums.configurations)) {
        const previous = currentLocation();
        const back = previous ? `${previous.pathname}${previous.search}` : null;
        const targetPath = `${target.pathname}${target.search}`;
        const dashboard = editionPath(PATHS.results, edition);
        throw redirect(back && back !== targetPath && previous?.pathname !== PATHS.support ? back : dashboard);
      }
      return loader ? loader(args) : null;
    };
  };
}
