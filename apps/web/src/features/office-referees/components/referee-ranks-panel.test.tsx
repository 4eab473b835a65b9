import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RefereeRanks } from '@tms/domain/contract/referee-assignments';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { RefereeRanksPanel } from './referee-ranks-panel';

afterEach(() => {
  act(() => toast.clean());
  cleanup();
  vi.unstubAllGlobals();
});

const ranks: RefereeRanks = [
  { highestCompetition: '1. liga', rank: 1, mapped: false, referees: 2 },
  { highestCompetition: 'Extraliga', rank: 4, mapped: true, referees: 3 },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** GET answers `list` (a promise holds it back); PUT answers what `save` gives for the body. */
function setup(list: RefereeRanks | Promise<RefereeRanks>, save: (body: unknown) => Response = () => json(ranks)) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT' ? save(JSON.parse(String(init.body))) : json(await list),
  );
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RefereeRanksPanel />
    </QueryClientProvider>,
  );
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { fetch, puts };
}

const rank = (level: string) => screen.getByLabelText(`Rank of ${level}`) as HTMLInputElement;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save ranks' })));

describe('referee ranks panel', () => {
  it('lists each level with its referees and rank, marking the levels nobody mapped', async () => {
    setup(ranks);
    const table = await screen.findByTestId('referee-ranks');
    const [, league, extraliga] = within(table).getAllByRole('row');
    expect(within(league as HTMLElement).getByRole('rowheader').textContent).toBe('1. liganot set');
    expect(within(league as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('2');
    expect(within(extraliga as HTMLElement).getByRole('rowheader').textContent).toBe('Extraliga');
    expect(within(extraliga as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('3');
    expect(rank('1. liga').value).toBe('1');
    expect(rank('Extraliga').value).toBe('4');
  });

  it('saves every level with its rank and says so', async () => {
    const { fetch, puts } = setup(ranks, (body) => json(body));
    await screen.findByTestId('referee-ranks');
    fireEvent.change(rank('1. liga'), { target: { value: '3' } });
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0] ?? [];
    expect(url).toBe('/api/v1/admin/referee-ranks');
    expect(JSON.parse(String(init?.body))).toEqual({
      ranks: [
        { highestCompetition: '1. liga', rank: 3 },
        { highestCompetition: 'Extraliga', rank: 4 },
      ],
    });
    expect(await screen.findByText('The ranks have been saved.')).toBeTruthy();
    // The saved mapping is read again.
    await waitFor(() => expect(fetch.mock.calls.filter(([, i]) => i?.method !== 'PUT')).toHaveLength(2));
  });

  it("shows the server's refusal on the rank it concerns and says nothing was saved", async () => {
    setup(ranks, () =>
      json(
        {
          error: 'validation_error',
          message: 'Invalid body',
          fields: { 'ranks.1.rank': { key: 'max', params: { max: 5 } } },
        },
        400,
      ),
    );
    await screen.findByTestId('referee-ranks');
    await save();
    expect(await screen.findByText('The number must not be greater than 5')).toBeTruthy();
    expect(rank('Extraliga').getAttribute('aria-invalid')).toBe('true');
    expect(rank('1. liga').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('The ranks have been saved.')).toBeNull();
  });

  it('shows a refused level on its row (the level itself has no input)', async () => {
    setup(ranks, () =>
      json(
        {
          error: 'validation_error',
          message: 'Invalid body',
          fields: { 'ranks.1.highestCompetition': { key: 'duplicate' } },
        },
        400,
      ),
    );
    await screen.findByTestId('referee-ranks');
    await save();
    expect(await screen.findByText('The same person or value is chosen twice.')).toBeTruthy();
    expect(rank('Extraliga').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The ranks have been saved.')).toBeNull();
  });

  it('refuses an emptied rank before asking the server', async () => {
    const { puts } = setup(ranks);
    await screen.findByTestId('referee-ranks');
    fireEvent.change(rank('Extraliga'), { target: { value: '' } });
    await save();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('says it is loading, then that no referee has given a level', async () => {
    let answer: (rows: RefereeRanks) => void = () => {};
    setup(new Promise<RefereeRanks>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    answer([]);
    expect(await screen.findByText('No referee has given a highest competition yet.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save ranks' })).toBeNull();
  });

  it('speaks Czech', async () => {
    const { puts } = setup(ranks, (body) => json(body));
    await act(() => i18n.changeLanguage('cs'));
    const table = await screen.findByTestId('referee-ranks');
    expect(within(table).getByRole('columnheader', { name: 'Nejvyšší soutěž' })).toBeTruthy();
    expect(within(table).getByText('nenastaveno')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hodnocení úrovně Extraliga'), { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Uložit hodnocení' })));
    expect(await screen.findByText('Hodnocení bylo uloženo.')).toBeTruthy();
    expect(JSON.parse(String(puts()[0]?.[1]?.body)).ranks[1]).toEqual({ highestCompetition: 'Extraliga', rank: 5 });
  });
});
