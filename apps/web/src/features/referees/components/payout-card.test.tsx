import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RefereePayout } from '@tms/domain/contract/referee-assignments';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { PayoutCard } from './payout-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payout = (extra: Partial<RefereePayout>): RefereePayout => ({
  refereeId: 7,
  firstName: 'Jana',
  lastName: 'Nováková',
  currency: 'CZK',
  matches: 3,
  days: 2,
  matchesAmount: '701.00',
  allowanceAmount: '200.00',
  travelAmount: '300.00',
  amount: '1201.00',
  ...extra,
});

/** The own payout API answers `answer` (`undefined` fails with 500, a promise holds it back). */
function setup(answer: RefereePayout | null | undefined | Promise<RefereePayout | null>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const body = await answer;
    return body === undefined
      ? new Response(JSON.stringify({ error: 'internal_error', message: 'Failed' }), { status: 500 })
      : new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PayoutCard refereeId={7} />
    </QueryClientProvider>,
  );
  return fetch;
}

/** Label and value of each fact, the locale's (narrow) no-break spaces as plain ones. */
const facts = (card: HTMLElement) =>
  within(card)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe("the referee's payout card", () => {
  it('shows his finished matches, days present and each amount in his currency', async () => {
    const fetch = setup(
      payout({
        currency: 'EUR',
        matches: 4,
        days: 3,
        matchesAmount: '40.00',
        allowanceAmount: '12.00',
        travelAmount: '1234.50',
        amount: '1286.50',
      }),
    );
    const card = await screen.findByRole('region', { name: 'Payout' });
    await within(card).findByText('Finished matches');
    expect(facts(card)).toEqual([
      ['Finished matches', '4'],
      ['Days present', '3'],
      ['For matches', '€40.00'],
      ['Daily allowance', '€12.00'],
      ['Travel', '€1,234.50'],
      ['Total', '€1,286.50'],
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/web/referee-registrations/7/payout');
  });

  it('shows crowns in Czech', async () => {
    setup(payout({}));
    await act(() => i18n.changeLanguage('cs'));
    const card = await screen.findByRole('region', { name: 'Odměna' });
    await within(card).findByText('Odřízené zápasy');
    expect(facts(card)).toEqual([
      ['Odřízené zápasy', '3'],
      ['Dny přítomnosti', '2'],
      ['Za zápasy', '701,00 Kč'],
      ['Denní příspěvek', '200,00 Kč'],
      ['Cestovné', '300,00 Kč'],
      ['Celkem', '1 201,00 Kč'],
    ]);
  });

  it('shows a referee present but without a finished match yet', async () => {
    setup(
      payout({
        matches: 0,
        days: 1,
        matchesAmount: '0.00',
        allowanceAmount: '100.00',
        travelAmount: '0.00',
        amount: '100.00',
      }),
    );
    const card = await screen.findByRole('region', { name: 'Payout' });
    await within(card).findByText('Finished matches');
    expect(facts(card)).toEqual([
      ['Finished matches', '0'],
      ['Days present', '1'],
      ['For matches', 'CZK 0.00'],
      ['Daily allowance', 'CZK 100.00'],
      ['Travel', 'CZK 0.00'],
      ['Total', 'CZK 100.00'],
    ]);
  });

  it('says it is loading, then that nothing is owed yet', async () => {
    let answer: (body: null) => void = () => {};
    setup(new Promise<null>((resolve) => (answer = resolve)));
    const card = await screen.findByRole('region', { name: 'Payout' });
    expect(within(card).getByText('Loading…')).toBeTruthy();
    answer(null);
    expect(
      await within(card).findByText('Nothing is owed yet: the payout counts finished matches you refereed.'),
    ).toBeTruthy();
    expect(within(card).queryByText('Loading…')).toBeNull();
    expect(within(card).queryByRole('row')).toBeNull();
  });

  it('says nothing is owed yet in Czech', async () => {
    setup(null);
    await act(() => i18n.changeLanguage('cs'));
    expect(await screen.findByText('Zatím vám nic nenáleží: odměna počítá odřízené dohrané zápasy.')).toBeTruthy();
  });

  it('says when the payout could not be loaded', async () => {
    setup(undefined);
    expect(await screen.findByText('The payout could not be loaded.')).toBeTruthy();
    expect(screen.queryByText(/Nothing is owed yet/)).toBeNull();
  });
});
