import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** What React Router passes a loader for `path`. */
export function loaderArgs(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${path}`), params, context: undefined } as LoaderFunctionArgs;
}

/** The Location of the redirect a loader threw, or null when it let the navigation through. */
export async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return thrown.headers.get('Location');
    throw thrown;
  }
}

/** A query client that reports a failed load at once instead of retrying. */
export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
