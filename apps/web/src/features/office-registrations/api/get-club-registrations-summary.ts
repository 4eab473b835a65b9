import { queryOptions } from '@tanstack/react-query';
import type { ClubRegistrationSummary } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { clubRegistrationsKey } from './list-club-registrations';

/** Names (places, packages) in `locale`, the page's language. */
export function clubRegistrationsSummaryQueryOptions(locale: string) {
  const lang = locale === 'en' ? 'en' : 'cs';
  return queryOptions({
    queryKey: [...clubRegistrationsKey, 'summary', lang],
    queryFn: ({ signal }) =>
      apiRequest<ClubRegistrationSummary>('getClubRegistrationsSummary', '/admin/club-registrations/summary', {
        signal,
        query: { locale: lang },
      }),
    meta: { userScoped: true },
  });
}
