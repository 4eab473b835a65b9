import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticQueryKey } from '@/api/get-static';
import { renderWithProviders } from '@/test/render';
import { MoveMatchForm } from './move-match-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('move match form', () => {
  it('sends the move and shows the rule a refused move breaks, with the matches it clashes with', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            error: 'schedule_conflict',
            message: 'The change breaks 1 rule(s) of the schedule',
            conflicts: [{ rule: 'team_rest', matchIds: [12, 40] }],
          }),
          { status: 409 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(staticQueryKey, { halls: [] } as never);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <MoveMatchForm days={['2025-04-18']} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Match id'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '10:40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('A team would rest less than the minimum (matches 12, 40)')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toContain('/api/v1/admin/matches/12');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ time: '10:40' });
  });
});
