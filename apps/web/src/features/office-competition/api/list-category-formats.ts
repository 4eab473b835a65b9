import { queryOptions } from '@tanstack/react-query';
import type { CategoryFormatItem } from '@tms/domain/contract/competition-builder';
import { apiRequest } from '@/lib/api-client';

export const COMPETITION_PATH = '/admin/competition';
export const competitionKey = ['admin', 'competition'] as const;

/** GET /admin/competition/formats: every category's format and the tournament days. */
export function categoryFormatsQueryOptions() {
  return queryOptions({
    queryKey: [...competitionKey, 'formats'],
    queryFn: ({ signal }) =>
      apiRequest<{ items: CategoryFormatItem[]; days: string[] }>(
        'listCategoryFormats',
        `${COMPETITION_PATH}/formats`,
        { signal },
      ),
    meta: { userScoped: true },
  });
}
