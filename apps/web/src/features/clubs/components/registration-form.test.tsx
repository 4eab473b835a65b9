import type { EnumsBundle } from '@tms/domain/contract/enums';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PRICELIST, registrationFixture } from '../lib/fixtures.test-data';
import { RegistrationForm } from './registration-form';

const ENUMS: EnumsBundle = {
  configurations: [],
  countries: [
    {
      id: 1,
      countryCode: 'CZ',
      currencyCode: 'CZK',
      languageCode: 'cs',
      createdAt: '',
      regions: [],
      translations: [],
      isActive: true,
    },
  ],
  pricelistItems: PRICELIST,
  serviceLevels: [],
  teamCategories: [
    {
      id: 3,
      code: 'MA',
      gender: 'male',
      birthDateMin: '2006-01-01',
      birthDateMax: null,
      matchLength: 30,
      weight: 1,
      rosterPlayersMin: null,
      rosterPlayersMax: null,
      rosterLeadersMin: null,
      rosterLeadersMax: null,
      otherGenderMax: 0,
      isActive: true,
    },
  ],
  trainingTypes: [],
  tshirtSizes: [],
  site: { analytics: null, imageProxyUrl: null },
};

function renderForm(registration = registrationFixture()) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(registration), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      { path: '/form', element: <RegistrationForm enums={ENUMS} registration={registration} /> },
      { path: '/club/:id', element: <p>club detail</p> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, router };
}

const total = () => screen.getByTestId('price-total').textContent?.replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The whole form renders with Mantine in jsdom: slow on a busy machine.
describe('the registration form', { timeout: 30_000 }, () => {
  it('updates the price as counts change and sends the changed registration', async () => {
    const { fetch, router } = renderForm();
    // fee 3375 (10 % off) + 12 × 3490 + VIP 2 × 620 + catering 2 × 2190 + manual 200
    expect(total()).toBe('CZK 51,075.00');
    fireEvent.change(screen.getAllByLabelText('Persons in the package')[0], { target: { value: '13' } });
    await waitFor(() => expect(total()).toBe('CZK 54,565.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/club/42'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/web/club-registrations/42');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body)).teams[0]).toMatchObject({ id: 7, bundlePersons: 13, singleRoomPersons: 0 });
  });

  it('locks the teams once they may no longer change', () => {
    const registration = registrationFixture();
    registration.editable.teams = false;
    renderForm(registration);
    expect(screen.getByText(/Teams can no longer be added/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull();
    expect(screen.getAllByLabelText('Persons in the package')[0].hasAttribute('disabled')).toBe(true);
    // Extra persons stay open.
    expect(screen.getAllByLabelText('Persons in the package')[1].hasAttribute('disabled')).toBe(false);
  });

  it('asks before removing a registered team and prices the form without it', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Remove team 1' }));
    // The dialog's layer loads on first use.
    fireEvent.click(await screen.findByRole('button', { name: 'Remove team' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Team 1' })).toBeNull());
    // Only the extra persons' catering and the office's manual item are left.
    expect(total()).toBe('CZK 4,580.00');
  });
});
