import { queryOptions } from '@tanstack/react-query';
import type { CateringDay } from '@tms/domain/contract/catering';
import { API_BASE, apiRequest } from '@/lib/api-client';

// Catering in the back-office: a day's meal counts per restaurant and slot, its files, the vouchers. A
// restaurant's seats per meal slot are edited with the place (office-administration/api/meal-seats.ts).
export const CATERING_PATH = '/admin/catering';
const cateringKey = ['admin', 'catering'] as const;

/** The day's plan with restaurant and team names in the page's language. */
export function cateringQueryOptions(day: string | null, locale: string) {
  return queryOptions({
    queryKey: [...cateringKey, 'day', day, locale],
    queryFn: ({ signal }) =>
      apiRequest<CateringDay>('getCatering', CATERING_PATH, { signal, query: { day: day ?? undefined, locale } }),
    meta: { userScoped: true },
  });
}

/** The meal counts as a file: of one day, or of every day without `day`. */
export function cateringFileUrl(format: 'csv' | 'xlsx' | 'pdf', locale: string, day?: string | null) {
  const params = new URLSearchParams({ format, locale, ...(day ? { day } : {}) });
  return `${API_BASE}${CATERING_PATH}?${params.toString()}`;
}

export const vouchersUrl = (locale: string) => `${API_BASE}${CATERING_PATH}/vouchers?locale=${locale}`;
