import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@tms/domain/contract/list';
import { enumsQueryKey } from '@/api/get-enums';
import { staticQueryKey } from '@/api/get-static';
import { apiRequest } from '@/lib/api-client';

// The lookup lists of the back-office (team categories, service levels, pricelist items, countries):
// one shape for all, so one set of operations takes the list's path and operation-id names.

export const LOOKUP_LISTS = {
  'team-categories': { plural: 'TeamCategories', singular: 'TeamCategory', title: 'teamCategories' },
  'service-levels': { plural: 'ServiceLevels', singular: 'ServiceLevel', title: 'serviceLevels' },
  'pricelist-items': { plural: 'PricelistItems', singular: 'PricelistItem', title: 'pricelistItems' },
  countries: { plural: 'Countries', singular: 'Country', title: 'countries' },
} as const;
export type LookupListName = keyof typeof LOOKUP_LISTS;

export function isLookupListName(value: string | undefined): value is LookupListName {
  return !!value && Object.hasOwn(LOOKUP_LISTS, value);
}

export const lookupPath = (list: LookupListName) => `/admin/${list}`;
const key = (list: LookupListName) => ['admin', 'lookups', list] as const;

export function lookupListQueryOptions<Row>(list: LookupListName, query: Record<string, string>) {
  return queryOptions({
    queryKey: [...key(list), 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<Row>>(`listAdmin${LOOKUP_LISTS[list].plural}`, lookupPath(list), { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

function useInvalidate(list: LookupListName) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: key(list) });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    // Forms and public pages read these lists from the bundles.
    void queryClient.invalidateQueries({ queryKey: enumsQueryKey });
    void queryClient.invalidateQueries({ queryKey: staticQueryKey });
  };
}

/** POST /admin/{list} (id null) or PUT /admin/{list}/{id}. */
export function useSaveLookupMutation<Body>(list: LookupListName) {
  const invalidate = useInvalidate(list);
  const { singular } = LOOKUP_LISTS[list];
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
      id === null
        ? apiRequest<unknown>(`createAdmin${singular}`, lookupPath(list), { method: 'POST', body })
        : apiRequest<unknown>(`updateAdmin${singular}`, `${lookupPath(list)}/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** DELETE /admin/{list}/{id}: 409 in_use while others use the record. */
export function useDeleteLookupMutation(list: LookupListName) {
  const invalidate = useInvalidate(list);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(`deleteAdmin${LOOKUP_LISTS[list].singular}`, `${lookupPath(list)}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
