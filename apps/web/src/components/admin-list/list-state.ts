import { parseSort } from '@tms/domain/contract/list';
import { DEFAULT_PAGE_SIZE, type ExportFormat } from '@tms/domain/contract/list';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { API_BASE } from '@/lib/api-client';

// The state of a back-office list (page, page size, sort, search, filters) as the query parameters
// its API route reads. A page's main list keeps it in the address (reload, back and a shared link
// show the same rows); a list embedded in a detail keeps it to itself.

export type ListParams = Record<string, string>;

export type ListState = {
  /** The query of the list route: page, pageSize, sort, q and the filters set. */
  query: ListParams;
  page: number;
  pageSize: number;
  sort: string;
  search: string;
  /** A search or a filter narrows the rows (an empty answer then means no match, not an empty list). */
  narrowed: boolean;
  filter: (name: string) => string | null;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** Sorts by the column, or reverses the order when it is sorted by it already. */
  toggleSort: (key: string) => void;
  setSearch: (text: string) => void;
  setFilter: (name: string, value: string | null) => void;
  clear: () => void;
};

export type ListDefaults = {
  sort: string;
  pageSize?: number;
  filters?: ListParams;
  /** Filters that choose which list is shown (e.g. the documents' language) rather than narrow it. */
  scopes?: readonly string[];
};

const RESERVED = new Set(['page', 'pageSize', 'sort', 'q']);

function stateFrom(params: ListParams, defaults: ListDefaults) {
  const page = Math.max(1, Number(params.page) || 1);
  const pageSize = Number(params.pageSize) || defaults.pageSize || DEFAULT_PAGE_SIZE;
  const sort = params.sort || defaults.sort;
  const search = params.q ?? '';
  const filters: ListParams = { ...defaults.filters };
  for (const [key, value] of Object.entries(params)) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  for (const [key, value] of Object.entries(filters)) if (value === '') delete filters[key];
  const query: ListParams = { page: String(page), pageSize: String(pageSize), sort, ...filters };
  if (search.trim()) query.q = search.trim();
  const narrowed =
    !!search.trim() ||
    Object.entries(filters).some(
      ([key, value]) => !defaults.scopes?.includes(key) && defaults.filters?.[key] !== value,
    );
  return { page, pageSize, sort, search, narrowed, filters, query };
}

function useListParams(params: ListParams, write: (next: ListParams) => void, defaults: ListDefaults): ListState {
  const state = useMemo(() => stateFrom(params, defaults), [params, defaults]);
  const update = useCallback(
    (patch: ListParams, resetPage = true) => {
      const next: ListParams = { ...params, ...patch };
      if (resetPage) delete next.page;
      for (const key of Object.keys(next)) if (next[key] === '') delete next[key];
      write(next);
    },
    [params, write],
  );
  return {
    ...state,
    filter: (name) => state.filters[name] ?? null,
    setPage: (page) => update({ page: page > 1 ? String(page) : '' }, false),
    setPageSize: (size) => update({ pageSize: String(size) }),
    toggleSort: (key) => {
      const current = parseSort(state.sort);
      update({ sort: current.key === key && !current.descending ? `-${key}` : key });
    },
    setSearch: (text) => update({ q: text }),
    setFilter: (name, value) => update({ [name]: value ?? '' }),
    clear: () => write({}),
  };
}

/** List state in the page's address (`?page=2&sort=-createdAt&state=new`). */
export function useUrlListState(defaults: ListDefaults): ListState {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  const write = useCallback(
    (next: ListParams) => setSearchParams(new URLSearchParams(next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  return useListParams(params, write, defaults);
}

/** List state kept by the component (a list inside a detail page). */
export function useLocalListState(defaults: ListDefaults): ListState {
  const [params, setParams] = useState<ListParams>({});
  return useListParams(params, setParams, defaults);
}

/** The export of a list: the same query without paging, as a file; the headers in `locale`. */
export function listExportUrl(path: string, query: ListParams, format: ExportFormat, locale: string): string {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  const params = new URLSearchParams({ ...rest, format, locale });
  return `${API_BASE}${path}?${params.toString()}`;
}
