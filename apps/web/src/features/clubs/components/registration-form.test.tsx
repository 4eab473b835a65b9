import type { EnumsBundle } from '@tms/domain/contract/enums';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PRICELIST, registrationFixture } from '../lib/fixtures.test-data';
import { RegistrationForm } from './registration-form';
import type { ReturningClub } from '@tms/domain/contract/returning';

/** The club admin's club of 2024 as 2025's registration starts from it: one team, three people. */
const RETURNING: ReturningClub = {
  year: 2024,
  clubName: 'HC Návrat',
  registration: {
    name: 'HC Návrat',
    street: 'Štefánikova 12',
    city: 'Zlín',
    zip: '760 01',
    countryId: 1,
    regionId: null,
    tournamentContactFirstName: 'Jana',
    tournamentContactLastName: 'Nováková',
    tournamentContactPhone: '+420 601 123 456',
    arrivalDate: '2025-04-17',
    departureDate: '2025-04-21',
    teams: [
      {
        id: null,
        teamCategoryId: 3,
        name: '',
        teamStartServiceLevelId: null,
        previousTeamId: 70,
        bundlePricelistItemId: null,
        bundlePersons: 12,
        handballPersons: 0,
        vipPartyPersons: 0,
        singleRoomPersons: 0,
      },
    ],
    extraPersons: [],
    differentBillingAddress: false,
    invoiceSubjectName: '',
    invoiceStreet: '',
    invoiceCity: '',
    invoiceZip: '',
    invoiceCountryId: null,
    tin: '',
    vatin: '',
  },
  teams: [
    {
      previousTeamId: 70,
      previousName: 'HC Návrat I',
      previousCode: 'MB',
      teamCategoryId: 3,
      code: 'MA',
      movedUp: true,
      players: 2,
      eligiblePlayers: 2,
    },
  ],
  participants: [
    {
      id: 501,
      firstName: 'Adam',
      lastName: 'Starý',
      birthDate: '2005-05-01',
      gender: 'male',
      teams: [{ previousTeamId: 70, isLeader: false }],
      eligible: false,
      reasons: [
        {
          key: 'playerTooOld',
          params: { participant: 'Adam Starý', birthYear: 2005, team: 'HC Návrat I', category: 'MA', oldestYear: 2006 },
        },
      ],
    },
    {
      id: 502,
      firstName: 'Boris',
      lastName: 'Střední',
      birthDate: '2007-05-01',
      gender: 'male',
      teams: [{ previousTeamId: 70, isLeader: false }],
      eligible: true,
      reasons: [],
    },
    {
      id: 503,
      firstName: 'Emil',
      lastName: 'Trenér',
      birthDate: '1980-01-01',
      gender: 'male',
      teams: [{ previousTeamId: 70, isLeader: true }],
      eligible: true,
      reasons: [],
    },
  ],
};

const ENUMS: EnumsBundle = {
  edition: {
    year: 2025,
    name: 'Prague Handball Cup 2025',
    startsOn: '2025-04-18',
    endsOn: '2025-04-21',
    isCurrent: true,
  },
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

function renderForm(
  registration: ReturnType<typeof registrationFixture> | null = registrationFixture(),
  returning: ReturningClub | null = null,
) {
  const answer = registration ?? { ...registrationFixture(), id: 43 };
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      { path: '/form', element: <RegistrationForm enums={ENUMS} registration={registration} returning={returning} /> },
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

  it('starts a returning club from last year: its teams, who comes along and who may not play any more', async () => {
    const { fetch, router } = renderForm(null, RETURNING);
    expect((screen.getByRole('textbox', { name: /Club name/ }) as HTMLInputElement).value).toBe('HC Návrat');
    expect(screen.getByTestId('returning-teams').textContent).toContain('HC Návrat I (MB) → MA');
    expect(screen.getByText('Moved up a category')).toBeTruthy();
    const chosen = screen.getByTestId('returning-chosen');
    expect(chosen.textContent).toBe('2 of 3 people will join the club roster');
    const old = screen.getByRole('checkbox', { name: /Adam Starý, born 2005/ });
    expect(old.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('returning-reason').textContent).toBe(
      'No longer eligible: Adam Starý (born 2005) is too old for HC Návrat I (MA): born 2006 or later.',
    );
    // The coach stays at home this year.
    fireEvent.click(screen.getByRole('checkbox', { name: /Emil Trenér, born 1980/ }));
    await waitFor(() => expect(chosen.textContent).toBe('1 of 3 people will join the club roster'));

    fireEvent.click(screen.getByLabelText(/I agree/));
    fireEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/club/43'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/web/club-registrations');
    const body = JSON.parse(String(init.body));
    expect(body.returning).toEqual({ year: 2024, participantIds: [502] });
    expect(body.teams[0]).toMatchObject({ id: null, teamCategoryId: 3, previousTeamId: 70, bundlePersons: 12 });
  });
});
