import type { ReturningReferee } from '@tms/domain/contract/returning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

/** The user's referee registration of the latest earlier edition, as this year's starts from it; null without one. */
export function returningRefereeQueryOptions() {
  return queryOptions({
    queryKey: ['web', 'referee-registrations', 'returning'] as const,
    queryFn: async ({ signal }): Promise<ReturningReferee | null> => {
      try {
        return await apiRequest<ReturningReferee>(
          'getReturningRefereeRegistration',
          '/web/referee-registrations/returning',
          { signal },
        );
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    staleTime: 0,
    meta: { userScoped: true },
  });
}
