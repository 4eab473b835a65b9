import type { ReturningClub } from '@tms/domain/contract/returning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The user's club of the latest earlier edition, as this year's registration starts from it; null
 * when the user registered no club before (the server's 204).
 */
export function returningClubQueryOptions() {
  return queryOptions({
    queryKey: ['web', 'club-registrations', 'returning'] as const,
    // 204 (nothing to start from) reads as undefined.
    queryFn: async ({ signal }): Promise<ReturningClub | null> =>
      (await apiRequest<ReturningClub | undefined>(
        'getReturningClubRegistration',
        '/web/club-registrations/returning',
        { signal },
      )) ?? null,
    staleTime: 0,
    meta: { userScoped: true },
  });
}
