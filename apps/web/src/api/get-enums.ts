import type { EnumsBundle } from '@tms/domain/contract/enums';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const enumsQueryKey = ['web', 'enums'] as const;

/** Enumerations and public configuration; loaded once per page load and kept (a failed load keeps nothing). */
export function enumsQueryOptions() {
  return queryOptions({
    queryKey: enumsQueryKey,
    queryFn: ({ signal }) => apiRequest<EnumsBundle>('getEnums', '/web/enums', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
