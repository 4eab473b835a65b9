import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminHall, HallReporter } from '@tms/domain/contract/halls-office';
import type { ListPage } from '@tms/domain/contract/list';
import { apiRequest } from '@/lib/api-client';

export type { AdminHall } from '@tms/domain/contract/halls-office';

// Halls in the back-office: the list with reporters, the reporter candidates, naming a reporter.
export const HALLS_PATH = '/admin/halls';
const hallsKey = ['admin', 'halls'] as const;

/** The halls named in `locale`, the page's language (the account's language may differ). */
export function hallsQueryOptions(query: Record<string, string>, locale: string) {
  const withLocale = { ...query, locale };
  return queryOptions({
    queryKey: [...hallsKey, 'list', withLocale],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<AdminHall>>('listAdminHalls', HALLS_PATH, { signal, query: withLocale }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

export function hallReportersQueryOptions() {
  return queryOptions({
    queryKey: [...hallsKey, 'reporters'],
    queryFn: ({ signal }) =>
      apiRequest<HallReporter[]>('listHallReporterCandidates', `${HALLS_PATH}/reporters`, { signal }),
    meta: { userScoped: true },
  });
}

/** PUT /admin/halls/{id}/reporter */
export function useSetHallReporterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hallId, userId }: { hallId: number; userId: number | null }) =>
      apiRequest<AdminHall>('setHallReporter', `${HALLS_PATH}/${hallId}/reporter`, {
        method: 'PUT',
        body: { userId },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...hallsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
