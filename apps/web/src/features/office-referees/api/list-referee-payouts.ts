import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ExportFormat } from '@tms/domain/contract/list';
import type { RefereePayout } from '@tms/domain/contract/referee-assignments';
import type { Currency } from '@tms/domain/money';
import { API_BASE, apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';

const PATH = '/admin/referee-payouts';

/** GET /admin/referee-payouts?currency=: what each referee paid in that currency is owed. */
export function refereePayoutsQueryOptions(currency: Currency) {
  return queryOptions({
    queryKey: [...refereeAssignmentsKey, 'payouts', currency],
    queryFn: ({ signal }) => apiRequest<RefereePayout[]>('listRefereePayouts', PATH, { signal, query: { currency } }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

/** The payout file of one currency (the same route with format=csv|xlsx). */
export function refereePayoutsExportUrl(currency: Currency, format: ExportFormat, locale: string): string {
  return `${API_BASE}${PATH}?${new URLSearchParams({ currency, format, locale }).toString()}`;
}
