import type { ClubRoster } from '@tms/domain/contract/club-roster';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ParticipantForm } from './participant-form';

const ROSTER: ClubRoster = {
  club: { id: 7, name: 'HC Test' },
  participants: [],
  teams: [
    { id: 10, displayName: 'HC Test', teamCategoryId: 2, teamCategoryCode: 'MD', editable: true },
    { id: 11, displayName: 'HC Test II', teamCategoryId: 3, teamCategoryCode: 'ME', editable: false },
  ],
  categories: [
    { id: 1, code: 'MC', gender: 'male', birthDateMin: '2010-01-01', birthDateMax: '2011-12-31', otherGenderMax: 0 },
    { id: 2, code: 'MD', gender: 'male', birthDateMin: '2012-01-01', birthDateMax: '2013-12-31', otherGenderMax: 3 },
    { id: 3, code: 'ME', gender: 'male', birthDateMin: '2014-01-01', birthDateMax: null, otherGenderMax: 3 },
  ],
  firstTournamentDay: '2025-04-18',
  leaderMinAge: 18,
  rosterEditableUntil: null,
  editable: true,
  links: [],
};

function renderForm() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  const onDone = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <ParticipantForm roster={ROSTER} participant={null} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { fetch, onDone };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the participant form', { timeout: 30_000 }, () => {
  it('asks for personal data first, then teams, names the rule that fails and sends the participant', async () => {
    const { fetch, onDone } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Tom' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Old' } });
    fireEvent.change(screen.getByLabelText(/Birth date/), { target: { value: '2011-05-05' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Male' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const md = await screen.findByRole('group', { name: 'Role in HC Test (MD)' });
    fireEvent.click(within(md).getByText('Player'));
    const problems = await screen.findByTestId('eligibility-problems');
    expect(problems.textContent).toContain('Tom Old (born 2011) is too old for HC Test (MD)');
    // The team admin may not assign to a team that is not theirs.
    const me = screen.getByRole('group', { name: 'Role in HC Test II (ME)' });
    expect(
      within(me)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);

    fireEvent.click(within(md).getByText('Leader'));
    await waitFor(() => expect(screen.getByTestId('eligibility-problems').textContent).toContain('team leader'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(await screen.findByLabelText(/Birth date/), { target: { value: '1990-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: 'Role in HC Test (MD)' });
    expect(screen.queryByTestId('eligibility-problems')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/web/clubs/7/participants');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Tom',
      lastName: 'Old',
      birthDate: '1990-01-01',
      gender: 'male',
      teams: [{ teamId: 10, isLeader: true }],
    });
  });
});
