import type { AccommodationPlan } from '@tms/domain/contract/accommodation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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
    expect(await screen.findByText(/^2 teams or persons have a new, changed or cancelled stay/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByText(/cancelled stay/)).toBeNull());
    expect(publishes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Publish (2 changes)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish and send e-mails' }));
    await vi.waitFor(() => expect(publishes()).toHaveLength(1));
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
