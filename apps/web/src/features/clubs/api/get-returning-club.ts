import type { ReturningClub } from '@tms/domain/contract/returning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

/**
 * The user's club of the latest earlier edition, as this year's registration starts from it; null
 * when the user registered no club before (the server's 404).
 */
export function returningClubQueryOptions() {
  return queryOptions({
    queryKey: ['web', 'club-registrations', 'returning'] as const,
    queryFn: async ({ signal }): Promise<ReturningClub | null> => {
      try {
        return await apiRequest<ReturningClub>('getReturningClubRegistration', '/web/club-registrations/returning', {
          signal,
        });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    staleTime: 0,
    meta: { userScoped: true },
  });
}
