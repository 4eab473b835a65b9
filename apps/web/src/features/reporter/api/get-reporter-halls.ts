import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ReporterHall = { placeId: number };

export const reporterHallsQueryKey = ['reporter', 'halls'] as const;

/** Halls the signed-in user reports in (every hall for super reporters and admins). */
export function reporterHallsQueryOptions() {
  return queryOptions({
    queryKey: reporterHallsQueryKey,
    queryFn: ({ signal }) => apiRequest<ReporterHall[]>('listReporterHalls', '/reporter/halls', { signal }),
    staleTime: 5 * 60_000,
  });
}
