import { queryOptions } from '@tanstack/react-query';
import type { AccommodationPlan } from '@tms/domain/contract/accommodation';
import { API_BASE, apiRequest } from '@/lib/api-client';

export type { AccommodationPlan, AllocationItem } from '@tms/domain/contract/accommodation';

export const ACCOMMODATION_PATH = '/admin/accommodation';
const accommodationKey = ['admin', 'accommodation'] as const;

/** GET /admin/accommodation: the allocation as written, with occupancy and who has no bed. */
export function accommodationQueryOptions() {
  return queryOptions({
    queryKey: accommodationKey,
    queryFn: ({ signal }) => apiRequest<AccommodationPlan>('getAccommodation', ACCOMMODATION_PATH, { signal }),
    meta: { userScoped: true },
  });
}

/** The rooming list file of a place (a plain link: the browser downloads it with the session cookie). */
export function roomingListUrl(placeId: number, format: 'csv' | 'xlsx' | 'pdf', locale: string): string {
  const query = new URLSearchParams({ placeId: String(placeId), format, locale: locale === 'en' ? 'en' : 'cs' });
  return `${API_BASE}${ACCOMMODATION_PATH}/rooming-list?${query}`;
}
