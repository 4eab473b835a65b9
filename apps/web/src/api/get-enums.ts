import type { EnumsBundle } from '@tms/domain/contract/enums';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';

export const enumsQueryKey = ['web', 'enums'] as const;

/**
 * Enumerations and public configuration, of the current edition or of `edition`; loaded once per page
 * load and kept (a failed load keeps nothing).
 */
export function enumsQueryOptions(edition?: EditionYear) {
  return queryOptions({
    queryKey: editionKey(enumsQueryKey, edition),
    queryFn: ({ signal }) =>
      apiRequest<EnumsBundle>('getEnums', '/web/enums', { signal, query: editionQuery(edition) }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
