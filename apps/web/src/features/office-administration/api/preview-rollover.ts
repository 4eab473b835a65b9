import { queryOptions } from '@tanstack/react-query';
import type { RolloverInput, RolloverPreview } from '@tms/domain/contract/editions';
import { apiRequest } from '@/lib/api-client';
import { EDITIONS_PATH, editionsKey } from './list-editions';

export type { RolloverPreview } from '@tms/domain/contract/editions';

/**
 * GET /admin/editions/rollover: what rolling the current edition into `input` would copy, move and
 * leave empty, and whether the year already has an edition. Nothing is written.
 */
export function rolloverPreviewQueryOptions(input: RolloverInput) {
  return queryOptions({
    queryKey: [...editionsKey, 'rollover', input],
    queryFn: ({ signal }) =>
      apiRequest<RolloverPreview>('previewRollover', `${EDITIONS_PATH}/rollover`, { signal, query: input }),
    // The page fetches it on the Preview button and then reads it; a rollover invalidates it.
    staleTime: 60_000,
    meta: { userScoped: true },
  });
}
