import type { AccommodationPlan } from '@tms/domain/contract/accommodation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { accommodationQueryOptions } from '../api/accommodation';
import { AccommodationPage } from './accommodation-page';

// jsdom does not scroll; Mantine's combobox scrolls the selected option into view.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nights = ['2025-04-17', '2025-04-18'];
const plan: AccommodationPlan = {
  allocations: [{ teamId: 5, placeId: 1, rooms: [{ unitId: 10, beds: 12 }], nights }],
  unallocated: [],
  occupancy: [],
  parties: [
    {
      teamId: 5,
      name: 'Dukla U14',
      clubId: 3,
      clubName: 'Dukla',
      countryCode: 'CZ',
      category: 'MA',
      gender: 'male',
      persons: 12,
      singleRoomPersons: 0,
      placeKind: 'school',
      nights,
    },
  ],
  places: [
    {
      id: 1,
      name: 'School A',
      kind: 'school',
      units: [{ id: 10, name: '1.A', kind: 'classroom', beds: 20, nights: [] }],
    },
    {
      id: 2,
      name: 'School B',
      kind: 'school',
      units: [{ id: 20, name: 'Gym', kind: 'classroom', beds: 30, nights: [] }],
    },
    { id: 3, name: 'Hotel', kind: 'hotel', units: [{ id: 30, name: 'R1', kind: 'room', beds: 4, nights: [] }] },
  ],
  unpublished: 2,
};

describe('accommodation page', () => {
  it('says how many parties publishing will mail and sends nothing until confirmed', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn(async (url: string) => (url.includes('/publish') ? json({ mails: 2 }) : json(plan)));
    vi.stubGlobal('fetch', fetch);
    const publishes = () => fetch.mock.calls.filter((call) => String(call[0]).includes('/accommodation/publish'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(accommodationQueryOptions().queryKey, plan);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <AccommodationPage />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish (2 changes)' }));
    expect(
      await screen.findByText(/^2 teams or persons have a new, changed or cancelled stay: their club admins/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByText(/cancelled stay: their club admins/)).toBeNull());
    expect(publishes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Publish (2 changes)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish and send e-mails' }));
    await vi.waitFor(() => expect(publishes()).toHaveLength(1));
  });

  it('warns that applied changes are not published yet, with their count', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(accommodationQueryOptions().queryKey, plan);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <AccommodationPage />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('accommodation-unpublished').textContent).toMatch(
      /^Unpublished accommodation changes2 teams or persons have a new, changed or cancelled stay that is not published yet/,
    );
    cleanup();
    queryClient.setQueryData(accommodationQueryOptions().queryKey, { ...plan, unpublished: 0 });
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <AccommodationPage />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('accommodation-unpublished')).toBeNull();
  });

  it('offers the rooms of the other schools but not of the hotel for a school team', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(accommodationQueryOptions().queryKey, plan);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <AccommodationPage />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Room for Dukla U14 (12 beds)' }));
    expect(await screen.findByRole('option', { name: /^Gym/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^R1/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /^Gym/ }));
    expect(await screen.findByText(/Dukla U14 moved to School B/)).toBeTruthy();
    expect(screen.getByText('The proposal is not applied yet.')).toBeTruthy();
  });
});

describe('accommodation page before and while applying', () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const nothingYet: AccommodationPlan = {
    ...plan,
    allocations: [],
    unallocated: [{ teamId: 5, persons: 12, reason: 'not_proposed' }],
    unpublished: 0,
  };
  const render = (data: AccommodationPlan) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(accommodationQueryOptions().queryKey, data);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <AccommodationPage />
      </QueryClientProvider>,
    );
  };

  it('names the parties not proposed yet before any proposal, not short of beds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(nothingYet)),
    );
    render(nothingYet);
    const unallocated = screen.getByTestId('accommodation-unallocated');
    expect(unallocated.textContent).toContain('Not proposed yet');
    expect(unallocated.textContent).not.toContain('Not enough free beds');
    expect(screen.getByTestId('accommodation-not-proposed').textContent).toMatch(/run the proposal/);
  });

  it('shows each place its beds, used and free beds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(plan)),
    );
    render(plan);
    const table = screen.getByTestId('accommodation-occupancy');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Place', 'Beds', 'Used (busiest night)', 'Free (tightest night)']);
    const cells = (placeId: number) =>
      [...table.querySelectorAll(`tr[data-place="${placeId}"] td`)].slice(0, 3).map((td) => td.textContent);
    // Dukla's 12 boys sleep in School A's 20 beds on both nights.
    expect(cells(1)).toEqual(['20', '12', '8']);
    expect(cells(2)).toEqual(['30', '0', '30']);
  });

  it('keeps the draft laid out, not movable, until the applied allocation is read back', async () => {
    const proposal: AccommodationPlan = { ...nothingYet, unallocated: [], allocations: plan.allocations };
    let answerPut: (r: Response) => void = () => {};
    let answerGet: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/accommodation/plan')) return json(proposal);
        if (init?.method === 'PUT') return new Promise<Response>((resolve) => (answerPut = resolve));
        return new Promise<Response>((resolve) => (answerGet = resolve));
      }),
    );
    render(nothingYet);
    expect(screen.getByText('Nobody sleeps at this place yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Propose allocation' }));
    const room = () => screen.getByRole('combobox', { name: 'Room for Dukla U14 (12 beds)' }) as HTMLInputElement;
    await vi.waitFor(() => expect(room()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(room().disabled).toBe(true));
    answerPut(json({ allocations: 1, beds: 12 }));
    // Written, not yet read back: the table must not fall back to the empty allocation it had before.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Nobody sleeps at this place yet.')).toBeNull();
    expect(screen.getByTestId('accommodation-allocations')).toBeTruthy();
    answerGet(json({ ...proposal, unpublished: 1 }));
    await vi.waitFor(() => expect(screen.getByText('1 allocation saved, 12 beds.')).toBeTruthy());
    expect(screen.getByTestId('accommodation-allocations')).toBeTruthy();
    expect(room().disabled).toBe(false);
  }, 15_000);
});
