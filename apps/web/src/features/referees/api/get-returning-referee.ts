import type { ReturningReferee } from '@tms/domain/contract/returning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The user's referee registration of the latest earlier edition, as this year's starts from it; null without one. */
export function returningRefereeQueryOptions() {
  return queryOptions({
    queryKey: ['web', 'referee-registrations', 'returning'] as const,
    // 204 (nothing to start from) reads as undefined.
    queryFn: async ({ signal }): Promise<ReturningReferee | null> =>
      (await apiRequest<ReturningReferee | undefined>(
        'getReturningRefereeRegistration',
        '/web/referee-registrations/returning',
        { signal },
      )) ?? null,
    staleTime: 0,
    meta: { userScoped: true },
  });
}
