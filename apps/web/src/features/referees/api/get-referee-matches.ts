import type { RefereeMatch } from '@tms/domain/contract/referee-assignments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The referee's matches now (public), with times and halls named in the locale. */
export function refereeMatchesQueryOptions(id: number, locale: string) {
  const language = locale === 'en' ? 'en' : 'cs';
  return queryOptions({
    queryKey: ['competition', 'referees', id, 'matches', language] as const,
    queryFn: ({ signal }) =>
      apiRequest<RefereeMatch[]>('getRefereeMatches', `/competition/referees/${id}/matches`, {
        signal,
        query: { locale: language },
      }),
    staleTime: 60_000,
  });
}
