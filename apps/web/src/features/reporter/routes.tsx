import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/** Hall reporter screens under /reporter. */
export function reporterRoutes(_queryClient: QueryClient): RouteObject[] {
  return [];
}
