import type { TranslationOverridesResponse } from '@tms/domain/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const translationsQueryKey = ['web', 'translations'] as const;

/** A saved change reaches open pages within this time (PRODUCT_SPEC §9: about 2 minutes). */
export const CONFIGURATION_REFRESH_MS = 100_000;

/** The organiser's translation overrides, by locale and module; the server answers 304 while unchanged. */
export function translationsQueryOptions() {
  return queryOptions({
    queryKey: translationsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<TranslationOverridesResponse>('getTranslations', '/web/translations', { signal }),
    staleTime: CONFIGURATION_REFRESH_MS,
  });
}
