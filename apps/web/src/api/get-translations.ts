import type { TranslationOverridesResponse } from '@tms/domain/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type EditionYear, editionKey, editionQuery } from '@/lib/edition';

export const translationsQueryKey = ['web', 'translations'] as const;

/** A saved change reaches open pages within this time (PRODUCT_SPEC §9: about 2 minutes). */
export const CONFIGURATION_REFRESH_MS = 100_000;

/**
 * The organiser's translation overrides, by locale and module, of the current edition or of `edition`;
 * the server answers 304 while unchanged.
 */
export function translationsQueryOptions(edition?: EditionYear) {
  return queryOptions({
    queryKey: editionKey(translationsQueryKey, edition),
    queryFn: ({ signal }) =>
      apiRequest<TranslationOverridesResponse>('getTranslations', '/web/translations', {
        signal,
        query: editionQuery(edition),
      }),
    staleTime: CONFIGURATION_REFRESH_MS,
  });
}
