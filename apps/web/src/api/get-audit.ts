import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@tms/domain/contract/audit';
import type { ListPage } from '@tms/domain/contract/list';
import { apiRequest } from '@/lib/api-client';

export type { AuditEntry } from '@tms/domain/contract/audit';

export const AUDIT_PATH = '/admin/audit';

/** GET /admin/audit with a list query (`entity` and `id` for one record's changes). */
export function auditQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => apiRequest<ListPage<AuditEntry>>('listAudit', AUDIT_PATH, { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}
