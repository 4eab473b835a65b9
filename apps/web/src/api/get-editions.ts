import type { PublicEdition } from '@tms/domain/contract/editions';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const editionsQueryKey = ['web', 'editions'] as const;

/** The editions the public may browse (the current one and every one with matches), newest first. */
export function editionsQueryOptions() {
  return queryOptions({
    queryKey: editionsQueryKey,
    queryFn: ({ signal }) => apiRequest<PublicEdition[]>('getWebEditions', '/web/editions', { signal }),
    staleTime: 60 * 60_000,
  });
}
