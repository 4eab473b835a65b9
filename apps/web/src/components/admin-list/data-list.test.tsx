import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ListPage } from '@tms/domain/contract/list';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataList } from './data-list';
import { listExportUrl, useUrlListState } from './list-state';

type Row = { id: number; name: string };

let lastQuery: Record<string, string> = {};

const DEFAULTS = { sort: 'name', filters: { language: 'cs' }, scopes: ['language'] };

function Harness({ rows }: { rows?: Row[] }) {
  const list = useUrlListState(DEFAULTS);
  lastQuery = list.query;
  const location = useLocation();
  const result = useQuery({
    queryKey: ['rows', list.query],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ListPage<Row>> => ({
      items: rows ?? [
        { id: 1, name: 'HC Zlín' },
        { id: 2, name: 'Sokol Brno' },
      ],
      total: rows ? rows.length : 27,
      page: Number(list.query.page),
      pageSize: Number(list.query.pageSize),
    }),
  });
  return (
    <>
      <output data-testid="location">{location.search}</output>
      <DataList
        label="Clubs"
        columns={[{ key: 'name', header: 'Name', sortKey: 'name', render: (r) => r.name, rowHeader: true }]}
        list={list}
        result={result}
        rowKey={(r) => r.id}
        exportUrl={(format) => listExportUrl('/admin/clubs', list.query, format, 'en')}
      />
    </>
  );
}

function renderList(initial = '/admin/clubs', rows?: Row[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[initial]}>
        <Harness rows={rows} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('DataList', () => {
  it('shows the page with its range and sorts on the server by the header', async () => {
    renderList('/admin/clubs?state=new&page=2&pageSize=10');
    expect(await screen.findByText('HC Zlín')).toBeTruthy();
    expect(screen.getByText('11–20 of 27')).toBeTruthy();
    expect(lastQuery).toMatchObject({ page: '2', pageSize: '10', sort: 'name', state: 'new', language: 'cs' });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    // A new order starts again on the first page; the filter stays.
    expect(screen.getByTestId('location').textContent).toBe('?state=new&pageSize=10&sort=-name');
    expect((await screen.findByRole('columnheader', { name: /Name/ })).getAttribute('aria-sort')).toBe('descending');
  });

  it('tells an empty list from a search or filter that matches nothing', async () => {
    renderList('/admin/clubs', []);
    expect((await screen.findByTestId('list-empty')).textContent).toBe('There are no records yet.');
    cleanup();
    // Another scope (which list is shown) is still a whole list, not a narrowed one.
    renderList('/admin/clubs?language=en', []);
    expect((await screen.findByTestId('list-empty')).textContent).toBe('There are no records yet.');
    cleanup();
    renderList('/admin/clubs?state=new', []);
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No records match.');
    cleanup();
    renderList('/admin/clubs?q=zl', []);
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No records match.');
  });

  it('exports the same query without paging', () => {
    expect(
      listExportUrl('/admin/clubs', { page: '3', pageSize: '10', sort: '-name', state: 'new', q: 'zl' }, 'xlsx', 'cs'),
    ).toBe('/api/v1/admin/clubs?sort=-name&state=new&q=zl&format=xlsx&locale=cs');
  });
});
