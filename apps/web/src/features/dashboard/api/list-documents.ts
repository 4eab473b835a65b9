import { queryOptions } from '@tanstack/react-query';
import type { DashboardDocument } from '@tms/domain/contract/documents';
import { apiRequest } from '@/lib/api-client';

/** GET /web/documents: the published documents of both languages, each language in its order. */
export function documentsQueryOptions() {
  return queryOptions({
    queryKey: ['web', 'documents'],
    queryFn: ({ signal }) => apiRequest<DashboardDocument[]>('listDocuments', '/web/documents', { signal }),
    meta: { userScoped: true },
  });
}
