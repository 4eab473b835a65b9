import { queryOptions } from '@tanstack/react-query';
import type { DashboardDocument } from '@tms/domain/contract/documents';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /web/documents: the published documents of both languages, each language in its order.
 * Every signed-in user gets the same list, so it is not dropped on sign-out: dropping it made the
 * dashboard, still shown while the sign-out finished, ask again without a session (401).
 */
export function documentsQueryOptions() {
  return queryOptions({
    queryKey: ['web', 'documents'],
    queryFn: ({ signal }) => apiRequest<DashboardDocument[]>('listDocuments', '/web/documents', { signal }),
  });
}
