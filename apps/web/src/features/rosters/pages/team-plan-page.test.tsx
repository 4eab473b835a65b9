import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TeamMatchPlan } from '@tms/domain/contract/match-rosters';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { teamMatchPlanQueryKey } from '../api/get-team-match-plan';
import { TeamPlanPage } from './team-plan-page';

afterEach(cleanup);

describe('TeamPlanPage', () => {
  it("names the team with its category, since a club's teams of other categories share the name", async () => {
    const plan: TeamMatchPlan = {
      club: { id: 4, name: 'DHK Otrokovice' },
      team: { id: 9, displayName: 'DHK Otrokovice I', teamCategoryCode: 'MB' },
      matches: [],
    };
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(teamMatchPlanQueryKey(9), plan);
    renderWithProviders(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/rosters/team-plan/9']}>
          <Routes>
            <Route path="/rosters/team-plan/:id" element={<TeamPlanPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Match Plan and Rosters - DHK Otrokovice / DHK Otrokovice I (MB)',
    );
  });
});
