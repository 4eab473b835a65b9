import type { SupplierOption } from '@tms/domain/contract/club-office';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { SupplierOption };

/** GET /admin/suppliers: whom a payment or a statement's account may belong to (office only). */
export function suppliersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'suppliers'],
    queryFn: ({ signal }) => apiRequest<SupplierOption[]>('listSuppliers', '/admin/suppliers', { signal }),
    staleTime: 5 * 60_000,
    meta: { userScoped: true },
  });
}
