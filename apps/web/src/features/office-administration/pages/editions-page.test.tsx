import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EditionList, RolloverPreview, RolloverResult } from '@tms/domain/contract/editions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { editionsQueryOptions } from '../api/list-editions';
import { EditionsPage } from './editions-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const edition2025 = {
  id: 1,
  year: 2025,
  name: 'Prague Handball Cup 2025',
  startsOn: '2025-04-18',
  endsOn: '2025-04-21',
  isCurrent: true,
  teams: 700,
  matches: 2300,
  finishedMatches: 1800,
};
const list: EditionList = { items: [edition2025] };

const preview = (exists: boolean): RolloverPreview => ({
  source: edition2025,
  target: { year: 2026, name: 'Prague Handball Cup 2026', startsOn: '2026-04-17', endsOn: '2026-04-20' },
  shiftDays: 364,
  shiftYears: 1,
  exists,
  copied: [
    { table: 'teamCategories', count: 10 },
    { table: 'pricelistItems', count: 14 },
    { table: 'configurations', count: 52 },
  ],
  categories: [
    {
      code: 'MA',
      before: { birthDateMin: '2006-01-01', birthDateMax: '2007-12-31' },
      after: { birthDateMin: '2007-01-01', birthDateMax: '2008-12-31' },
    },
    {
      code: 'ME',
      before: { birthDateMin: '2014-01-01', birthDateMax: null },
      after: { birthDateMin: '2015-01-01', birthDateMax: null },
    },
  ],
  dates: [{ key: 'roster_edit_till', before: '2025-04-17T23:59:00+02:00', after: '2026-04-16T23:59:00+02:00' }],
  empty: [
    { table: 'clubs', sourceCount: 250 },
    { table: 'matches', sourceCount: 2300 },
  ],
  shared: ['places', 'users', 'countries', 'translations'],
});

const created: RolloverResult = {
  edition: {
    ...edition2025,
    id: 2,
    year: 2026,
    name: 'Prague Handball Cup 2026',
    startsOn: '2026-04-17',
    endsOn: '2026-04-20',
    isCurrent: false,
    teams: 0,
    matches: 0,
    finishedMatches: 0,
  },
  copied: preview(false).copied,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the list (with 2026 once created), the preview and the rollover. */
function stubServer({ exists = false, refuse }: { exists?: boolean; refuse?: Response } = {}) {
  let made = false;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/v1/admin/editions/rollover') return json(preview(exists || made));
    if (pathname === '/api/v1/admin/editions' && init.method === 'POST') {
      if (refuse) return refuse;
      made = true;
      return json(created, 201);
    }
    if (pathname === '/api/v1/admin/editions') return json(made ? { items: [...list.items, created.edition] } : list);
    return json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(editionsQueryOptions().queryKey, list);
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <EditionsPage />
    </QueryClientProvider>,
  );
}

const createButton = () => screen.getByRole('button', { name: 'Create edition 2026' });

async function showPreview() {
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  return screen.findByTestId('rollover-preview');
}

describe('editions page', () => {
  it('lists the editions and prefills the rollover for the next year', () => {
    stubServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Editions' })).toBeTruthy();
    const row = screen.getByTestId('editions-table').querySelector('tr[data-year="2025"]') as HTMLElement;
    expect(within(row).getByText('Prague Handball Cup 2025')).toBeTruthy();
    expect(within(row).getByText('Current')).toBeTruthy();
    expect(within(row).getByText('2,300')).toBeTruthy();

    expect((screen.getByRole('textbox', { name: /^Year/ }) as HTMLInputElement).value).toBe('2026');
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Prague Handball Cup 2026');
    // 52 weeks later: Friday to Monday again.
    expect((screen.getByLabelText(/^First day/) as HTMLInputElement).value).toBe('2026-04-17');
    expect((screen.getByLabelText(/^Last day/) as HTMLInputElement).value).toBe('2026-04-20');
  });

  it('previews the copied counts, the moved categories and dates, and asks before creating', async () => {
    const fetch = stubServer();
    renderPage();
    const shown = await showPreview();

    const [url] = fetch.mock.calls.find(([called]) => String(called).includes('/rollover')) ?? [];
    const query = new URL(String(url), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      year: '2026',
      name: 'Prague Handball Cup 2026',
      startsOn: '2026-04-17',
      endsOn: '2026-04-20',
    });

    const copied = within(shown).getByTestId('rollover-copied');
    expect(within(copied.querySelector('tr[data-table="teamCategories"]') as HTMLElement).getByText('10')).toBeTruthy();
    expect(within(copied).getByText('Price list items')).toBeTruthy();
    const ma = shown.querySelector('tr[data-category="MA"]') as HTMLElement;
    expect(ma.querySelector('[data-when="before"]')?.textContent).toBe('Jan 1, 2006 – Dec 31, 2007');
    expect(ma.querySelector('[data-when="after"]')?.textContent).toBe('Jan 1, 2007 – Dec 31, 2008');
    const me = shown.querySelector('tr[data-category="ME"]') as HTMLElement;
    expect(me.querySelector('[data-when="after"]')?.textContent).toBe('Jan 1, 2015 and later');
    const deadline = shown.querySelector('tr[data-key="roster_edit_till"]') as HTMLElement;
    expect(deadline.textContent).toMatch(/Apr 16, 2026, 11:59\sPM/);
    expect(within(shown).getByText('Every configured date moves by 364 days.')).toBeTruthy();
    expect(within(shown.querySelector('[data-testid="rollover-empty"]') as HTMLElement).getByText('250')).toBeTruthy();
    expect(screen.queryByTestId('rollover-exists')).toBeNull();

    // Nothing is written until the dialog is confirmed.
    const posts = () => fetch.mock.calls.filter(([, init]) => init.method === 'POST');
    expect((createButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Create the edition 2026?' });
    expect(within(dialog).getByText(/does not become current/)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create edition 2026' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0][1].body))).toEqual({
      year: 2026,
      name: 'Prague Handball Cup 2026',
      startsOn: '2026-04-17',
      endsOn: '2026-04-20',
    });
    expect(await screen.findByText(/^The edition Prague Handball Cup 2026 was created/)).toBeTruthy();
    const row = await waitFor(() => {
      const found = screen.getByTestId('editions-table').querySelector('tr[data-year="2026"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(row).queryByText('Current')).toBeNull();
  });

  it('warns that the year exists and does not offer to create it', async () => {
    stubServer({ exists: true });
    renderPage();
    await showPreview();
    expect(screen.getByTestId('rollover-exists').textContent).toMatch(/The edition 2026 already exists/);
    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a new preview once the form changed', async () => {
    stubServer();
    renderPage();
    await showPreview();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'PHC 2026' } });
    expect(await screen.findByTestId('rollover-stale')).toBeTruthy();
    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the server field messages of a refused rollover on their fields', async () => {
    stubServer({
      refuse: json({ error: 'validation_error', message: 'Invalid', fields: { endsOn: { key: 'invalidValue' } } }, 400),
    });
    renderPage();
    await showPreview();
    fireEvent.click(createButton());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create edition 2026' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Last day/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('says the year exists when the server refuses it', async () => {
    stubServer({ refuse: json({ error: 'edition_exists', message: 'Exists' }, 409) });
    renderPage();
    await showPreview();
    fireEvent.click(createButton());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create edition 2026' }));
    expect(await screen.findByText(/^The year 2026 already has an edition/)).toBeTruthy();
  });

  it('opens an edition that is not current after the confirmation', async () => {
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/v1/admin/editions/2026/current' && init.method === 'POST') {
        return json({ ...created.edition, isCurrent: true });
      }
      return json({ items: [edition2025, created.edition] });
    });
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(editionsQueryOptions().queryKey, { items: [edition2025, created.edition] });
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <EditionsPage />
      </QueryClientProvider>,
    );
    const current = screen.getByTestId('editions-table').querySelector('tr[data-year="2025"]') as HTMLElement;
    expect(within(current).queryByRole('button', { name: /^Open the edition/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the edition 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the edition 2026?' });
    expect(within(dialog).getByText(/stays readable on the web under its year \(\/2025\/results\)/)).toBeTruthy();
    const posts = () => fetch.mock.calls.filter(([, init]) => init.method === 'POST');
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open 2026' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0][0])).toContain('/api/v1/admin/editions/2026/current');
    expect(await screen.findByText('Prague Handball Cup 2026 is now the current edition.')).toBeTruthy();
  });
});
