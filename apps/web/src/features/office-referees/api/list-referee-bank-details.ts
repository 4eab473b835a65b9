import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '@tms/domain/contract/list';
import type { RefereeBankDetailsRow } from '@tms/domain/contract/referee-office';
import { apiRequest } from '@/lib/api-client';
import { refereeRegistrationsKey } from './list-referee-registrations';

export type { RefereeBankDetailsRow } from '@tms/domain/contract/referee-office';

export const REFEREE_BANK_DETAILS_PATH = '/admin/referee-registrations/bank-details';

/** GET /admin/referee-registrations/bank-details with a list query (currency required). */
export function refereeBankDetailsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...refereeRegistrationsKey, 'bank-details', query],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<RefereeBankDetailsRow>>('listRefereeBankDetails', REFEREE_BANK_DETAILS_PATH, {
        signal,
        query,
      }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}
