import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RefereePayout } from '@tms/domain/contract/referee-assignments';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { RefereePayoutsPanel } from './referee-payouts-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payout = (refereeId: number, extra: Partial<RefereePayout>): RefereePayout => ({
  refereeId,
  firstName: 'Jana',
  lastName: 'Nováková',
  currency: 'CZK',
  matches: 0,
  days: 0,
  matchesAmount: '0.00',
  allowanceAmount: '0.00',
  travelAmount: '0.00',
  amount: '0.00',
  ...extra,
});

const czk = [
  payout(7, {
    matches: 3,
    days: 2,
    matchesAmount: '701.00',
    allowanceAmount: '200.00',
    travelAmount: '300.00',
    amount: '1201.00',
  }),
  payout(8, {
    firstName: 'Petr',
    lastName: 'Svoboda',
    matches: 1,
    days: 1,
    matchesAmount: '250.50',
    allowanceAmount: '100.00',
    travelAmount: '0.00',
    amount: '350.50',
  }),
];
const eur = [
  payout(9, {
    firstName: 'Marek',
    lastName: 'Kováč',
    currency: 'EUR',
    matches: 2,
    days: 3,
    matchesAmount: '1000.00',
    allowanceAmount: '12.00',
    travelAmount: '234.50',
    amount: '1246.50',
  }),
];

/** The payouts API by currency: `null` answers 500, a promise holds the answer back. */
function setup(answers: Record<string, RefereePayout[] | null | Promise<RefereePayout[]>>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const currency = new URL(url, 'http://localhost').searchParams.get('currency') ?? '';
    const answer = await answers[currency];
    return answer
      ? new Response(JSON.stringify(answer), { status: 200 })
      : new Response(JSON.stringify({ error: 'internal_error', message: 'Failed' }), { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RefereePayoutsPanel />
    </QueryClientProvider>,
  );
  return fetch;
}

/** Cell texts with the locale's (narrow) no-break spaces as plain ones. */
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' '));

/** The body and footer rows, header row left out. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(cells);

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('referee payouts panel', () => {
  it('shows what each referee is owed in crowns, the totals and the files of that currency', async () => {
    const fetch = setup({ CZK: czk });
    const table = await screen.findByTestId('referee-payouts');
    expect(rowsOf(table)).toEqual([
      ['Nováková Jana', '3', '2', 'CZK 701.00', 'CZK 200.00', 'CZK 300.00', 'CZK 1,201.00'],
      ['Svoboda Petr', '1', '1', 'CZK 250.50', 'CZK 100.00', 'CZK 0.00', 'CZK 350.50'],
      ['Total', 'CZK 951.50', 'CZK 300.00', 'CZK 300.00', 'CZK 1,551.50'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Referee', 'Matches', 'Days', 'For matches', 'Daily allowance', 'Travel', 'Total']);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/admin/referee-payouts?currency=CZK');
    expect(href('Download CSV')).toBe('/api/v1/admin/referee-payouts?currency=CZK&format=csv&locale=en');
    expect(href('Download XLSX')).toBe('/api/v1/admin/referee-payouts?currency=CZK&format=xlsx&locale=en');
  });

  it('asks for another currency and points the files at it', async () => {
    const fetch = setup({ CZK: czk, EUR: eur });
    await screen.findByText('Nováková Jana');
    fireEvent.click(screen.getByRole('radio', { name: 'EUR' }));
    const table = await screen.findByTestId('referee-payouts');
    await waitFor(() => expect(within(table).queryByText('Nováková Jana')).toBeNull());
    expect(rowsOf(table)).toEqual([
      ['Kováč Marek', '2', '3', '€1,000.00', '€12.00', '€234.50', '€1,246.50'],
      ['Total', '€1,000.00', '€12.00', '€234.50', '€1,246.50'],
    ]);
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/v1/admin/referee-payouts?currency=EUR');
    expect(href('Download CSV')).toBe('/api/v1/admin/referee-payouts?currency=EUR&format=csv&locale=en');
    expect(href('Download XLSX')).toBe('/api/v1/admin/referee-payouts?currency=EUR&format=xlsx&locale=en');
  });

  it('keeps rows of another currency out of the table', async () => {
    setup({ CZK: [...czk, ...eur] });
    const table = await screen.findByTestId('referee-payouts');
    expect(within(table).queryByText('Kováč Marek')).toBeNull();
    expect(rowsOf(table).at(-1)).toEqual(['Total', 'CZK 951.50', 'CZK 300.00', 'CZK 300.00', 'CZK 1,551.50']);
  });

  it('writes the amounts and the file links in Czech', async () => {
    setup({ CZK: czk });
    await act(() => i18n.changeLanguage('cs'));
    const table = await screen.findByTestId('referee-payouts');
    expect(rowsOf(table)).toEqual([
      ['Nováková Jana', '3', '2', '701,00 Kč', '200,00 Kč', '300,00 Kč', '1 201,00 Kč'],
      ['Svoboda Petr', '1', '1', '250,50 Kč', '100,00 Kč', '0,00 Kč', '350,50 Kč'],
      ['Celkem', '951,50 Kč', '300,00 Kč', '300,00 Kč', '1 551,50 Kč'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Rozhodčí' })).toBeTruthy();
    expect(href('Stáhnout CSV')).toBe('/api/v1/admin/referee-payouts?currency=CZK&format=csv&locale=cs');
    expect(href('Stáhnout XLSX')).toBe('/api/v1/admin/referee-payouts?currency=CZK&format=xlsx&locale=cs');
  });

  it('says when nobody is owed anything in the currency', async () => {
    setup({ CZK: [] });
    expect(await screen.findByText('Nobody is owed anything in this currency yet.')).toBeTruthy();
    expect(screen.queryByTestId('referee-payouts')).toBeNull();
    // The files are there all the same (they list the bank details of the currency's referees).
    expect(href('Download CSV')).toBe('/api/v1/admin/referee-payouts?currency=CZK&format=csv&locale=en');
  });

  it('says it is loading, not that nobody is owed, while another currency is on its way', async () => {
    let answerEur: (rows: RefereePayout[]) => void = () => {};
    setup({ CZK: czk, EUR: new Promise((resolve) => (answerEur = resolve)) });
    await screen.findByText('Nováková Jana');
    fireEvent.click(screen.getByRole('radio', { name: 'EUR' }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Nobody is owed anything in this currency yet.')).toBeNull();
    expect(screen.queryByText('Nováková Jana')).toBeNull();
    answerEur(eur);
    expect(await screen.findByText('Kováč Marek')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says when the payouts could not be loaded', async () => {
    setup({});
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    expect(screen.queryByTestId('referee-payouts')).toBeNull();
    expect(screen.queryByText('Nobody is owed anything in this currency yet.')).toBeNull();
  });
});
