import {
  Alert,
  Button,
  Group,
  Loader,
  type MantineBreakpoint,
  Menu,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowsSort,
  IconDownload,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { type ExportFormat, type ListPage, PAGE_SIZES, parseSort } from '@tms/domain/contract/list';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-state';

/** A column: its header, how a row shows in it, and the sort key of the list route when it sorts. */
export type DataColumn<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  sortKey?: string;
  align?: 'left' | 'right';
  /** The row's header cell (read out with each cell of the row). */
  rowHeader?: boolean;
  /**
   * Shown from this width up only: a secondary column that a laptop's table has no room for (its data
   * then goes into another cell, e.g. under the row's name, shown with `hiddenFrom` the same width).
   */
  visibleFrom?: MantineBreakpoint;
};

export type DataListProps<Row> = {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataColumn<Row>[];
  list: ListState;
  result: UseQueryResult<ListPage<Row>>;
  rowKey: (row: Row) => string | number;
  /** The list's own filters (selects), shown beside the search. */
  filters?: ReactNode;
  /** The export of the current query; no export menu without it. */
  exportUrl?: (format: ExportFormat) => string;
  /** Attributes of a row, e.g. a data attribute tests and links use. */
  rowProps?: (row: Row) => Record<string, string | number>;
  /** Below this width the table scrolls sideways (phones). */
  minWidth?: number;
  /** Hides the search box (lists without a search). */
  noSearch?: boolean;
  /** What an empty list says when no search or filter narrows it (default: no records yet). */
  emptyText?: string;
};

function SortHeader({ column, list }: { column: DataColumn<unknown>; list: ListState }) {
  const { t } = useTranslation('admin');
  const { key, descending } = parseSort(list.sort);
  const active = key === column.sortKey;
  const Icon = !active ? IconArrowsSort : descending ? IconSortDescending : IconSortAscending;
  return (
    <UnstyledButton
      onClick={() => list.toggleSort(column.sortKey!)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
      aria-label={t('list.sortBy', { column: column.header })}
    >
      {column.header}
      <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
      {active ? <VisuallyHidden>{t(descending ? 'list.sortDescending' : 'list.sortAscending')}</VisuallyHidden> : null}
    </UnstyledButton>
  );
}

function SearchBox({ list }: { list: ListState }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(list.search);
  const apply = useDebouncedCallback((value: string) => list.setSearch(value), 350);
  return (
    <TextInput
      type="search"
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') list.setSearch(text);
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

function ExportMenu({ exportUrl }: { exportUrl: (format: ExportFormat) => string }) {
  const { t } = useTranslation('admin');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('list.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label maw={240}>{t('list.exportHint')}</Menu.Label>
        <Menu.Item component="a" href={exportUrl('csv')} download>
          {t('list.exportCsv')}
        </Menu.Item>
        <Menu.Item component="a" href={exportUrl('xlsx')} download>
          {t('list.exportXlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Every back-office list: search, the list's filters and the export above; sortable headers; the
 * page's rows with loading, empty and error states; the range, page size and pages below. Paging,
 * sorting, filtering and search happen on the server (`list` holds the query, `result` its answer).
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const { t } = useTranslation('admin');
  const { list, result, columns } = props;
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {props.noSearch ? null : <SearchBox list={list} />}
          {props.filters}
        </Group>
        {props.exportUrl ? <ExportMenu exportUrl={props.exportUrl} /> : null}
      </Group>
      {result.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('list.loading')} />
        </Group>
      ) : result.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {t('list.loadError')}
            <Button size="xs" variant="light" onClick={() => void result.refetch()} loading={result.isRefetching}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : result.data.items.length === 0 ? (
        <Text c="dimmed" py="md" data-testid="list-empty">
          {list.narrowed ? t('list.empty') : (props.emptyText ?? t('list.none'))}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-busy={result.isFetching}
            style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
              <VisuallyHidden>{props.label}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => {
                  const sorted = parseSort(list.sort);
                  const ariaSort =
                    column.sortKey && sorted.key === column.sortKey
                      ? sorted.descending
                        ? 'descending'
                        : 'ascending'
                      : undefined;
                  return (
                    <Table.Th
                      key={column.key}
                      scope="col"
                      ta={column.align}
                      aria-sort={ariaSort}
                      visibleFrom={column.visibleFrom}
                    >
                      {column.sortKey ? (
                        <SortHeader column={column as DataColumn<unknown>} list={list} />
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.items.map((row) => (
                <Table.Tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <Table.Th
                        key={column.key}
                        scope="row"
                        ta={column.align}
                        fw={600}
                        visibleFrom={column.visibleFrom}
                      >
                        {column.render(row)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
                        {column.render(row)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {t('list.range', { from, to, total: data.total })}
          </Text>
          <Group gap="sm">
            <Select
              aria-label={t('list.pageSize')}
              data={PAGE_SIZES.map(String)}
              value={String(list.pageSize)}
              onChange={(value) => value && list.setPageSize(Number(value))}
              w={80}
              size="xs"
              allowDeselect={false}
            />
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={Math.min(list.page, pages)}
                onChange={list.setPage}
                size="sm"
                siblings={1}
                aria-label={t('list.pagination')}
              />
            ) : null}
          </Group>
        </Group>
      ) : null}
    </Stack>
  );
}
