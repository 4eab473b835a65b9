import { queryOptions } from '@tanstack/react-query';
import type { EditionList } from '@tms/domain/contract/editions';
import { apiRequest } from '@/lib/api-client';

export type { Edition, EditionList } from '@tms/domain/contract/editions';

export const EDITIONS_PATH = '/admin/editions';

/** Every query of the editions page (the list and the rollover previews): a rollover changes them all. */
export const editionsKey = ['admin', 'editions'] as const;

/** GET /admin/editions: every tournament edition, the current one marked (super admins only). */
export function editionsQueryOptions() {
  return queryOptions({
    queryKey: [...editionsKey, 'list'],
    queryFn: ({ signal }) => apiRequest<EditionList>('listEditions', EDITIONS_PATH, { signal }),
    meta: { userScoped: true },
  });
}
