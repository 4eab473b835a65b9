import { queryOptions } from '@tanstack/react-query';
import type { RefereeAccommodationSummary } from '@tms/domain/contract/referee-office';
import { apiRequest } from '@/lib/api-client';
import { refereeRegistrationsKey } from './list-referee-registrations';

/** GET /admin/referee-registrations/summary */
/** Names (places, packages) in `locale`, the page's language. */
export function refereeSummaryQueryOptions(locale: string) {
  const lang = locale === 'en' ? 'en' : 'cs';
  return queryOptions({
    queryKey: [...refereeRegistrationsKey, 'summary', lang],
    queryFn: ({ signal }) =>
      apiRequest<RefereeAccommodationSummary>(
        'getRefereeAccommodationSummary',
        '/admin/referee-registrations/summary',
        { signal, query: { locale: lang } },
      ),
    meta: { userScoped: true },
  });
}
