import { z } from 'zod';

// The query contract of every back-office list (DESIGN.md §3 "Back-office"): one page of rows,
// sorted by one column, narrowed by a search text and the list's own filters. The same query with
// `format=csv|xlsx` answers the export of every row it selects (not just the page), so an export
// can never hold rows the list would not show.

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** More rows than any tournament has (700 teams, 2,300 matches); an export beyond it is refused. */
export const MAX_EXPORT_ROWS = 50_000;

/** `name` sorts ascending, `-name` descending. */
export type SortValue<Key extends string> = Key | `-${Key}`;

export type ListQueryBase = {
  page: number;
  pageSize: number;
  sort: string;
  q?: string | undefined;
  format?: ExportFormat | undefined;
  /** The language of an export's headers; the account's language when absent. */
  locale?: 'cs' | 'en' | undefined;
};

/** The sort key and direction of a `sort` value. */
export function parseSort(sort: string): { key: string; descending: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/**
 * The query schema of one list: paging, its sort keys (first = default unless `defaultSort`), the
 * search text and its filters (each an optional query parameter, e.g. `state: z.enum(STATES).optional()`).
 */
export function listQuery<const Key extends string, Filters extends z.ZodRawShape>(options: {
  sort: readonly [Key, ...Key[]];
  defaultSort?: SortValue<Key>;
  filters: Filters;
}) {
  const values = [...options.sort, ...options.sort.map((key) => `-${key}` as const)] as [
    SortValue<Key>,
    ...SortValue<Key>[],
  ];
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
    // The generic enum's element type does not simplify back to SortValue<Key>.
    sort: z.enum(values).default((options.defaultSort ?? options.sort[0]) as never),
    q: z.string().trim().max(200).optional(),
    format: z.enum(EXPORT_FORMATS).optional(),
    locale: z.enum(['cs', 'en']).optional(),
    ...options.filters,
  });
}

/** One page of a list: its rows, how many rows the query selects in all, and where the page is. */
export function listPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}
export type ListPage<Item> = { items: Item[]; total: number; page: number; pageSize: number };

/** A boolean filter in a query string: `true` or `false`. */
export const booleanFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
