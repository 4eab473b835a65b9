import type { LoaderFunctionArgs } from 'react-router';

/** A route loader: params and request in, data (or a thrown redirect) out. */
export type RouteLoader<T> = (args: LoaderFunctionArgs) => T | Promise<T>;

/**
 * Wraps the loader of a route that shows results, so the show_results_on_web switch guards it. The app
 * builds it (app/guards/results-guard.ts) and hands it to the features' route lists; the type lives
 * here so that features need not import the app.
 */
export type ShowsResults = <T>(loader?: RouteLoader<T>) => (args: LoaderFunctionArgs) => Promise<T | null>;
