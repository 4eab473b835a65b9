import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/** Sign-in, sign-up, password pages and the signed-in user's pages (dashboard). */
export function authRoutes(_queryClient: QueryClient): RouteObject[] {
  return [];
}
