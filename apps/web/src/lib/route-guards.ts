import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { withNamespaces } from './i18n';

/** A route loader: params and request in, data (or a thrown redirect) out. */
export type RouteLoader<T> = (args: LoaderFunctionArgs) => T | Promise<T>;

/**
 * Wraps the loader of a route that shows results, so the show_results_on_web switch guards it. The app
 * builds it (app/guards/results-guard.ts) and hands it to the features' route lists; the type lives
 * here so that features need not import the app.
 */
export type ShowsResults = <T>(loader?: RouteLoader<T>) => (args: LoaderFunctionArgs) => Promise<T | null>;

/** What a back-office page asks of the area's page helper besides its path and component. */
export interface OfficePageOptions {
  /** Super admins only; otherwise admins and super admins. */
  superAdminsOnly?: boolean;
  /** Started alongside the page chunk so the data loads meanwhile; the page shows its own progress. */
  prefetch?: (queryClient: QueryClient) => void;
  /** Locale namespaces the page needs besides `admin`. */
  namespaces?: Parameters<typeof withNamespaces>[0];
}

/**
 * A page of the back-office `/admin/...`: its guard, texts and lazy component. The app builds it
 * (app/office/office-routes.tsx) and hands it to the office domains' route lists; the type lives here so
 * that features need not import the app.
 */
export type OfficePage = (
  path: string,
  load: () => Promise<{ Component: React.ComponentType }>,
  options?: OfficePageOptions,
) => RouteObject;
