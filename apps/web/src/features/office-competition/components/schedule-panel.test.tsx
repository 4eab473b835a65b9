import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SchedulePanel } from './schedule-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('schedule panel', () => {
  it('asks before publishing the changes, and a cancel mails nobody', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ changedMatches: 3, mails: 5 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const publishes = () => fetch.mock.calls.filter((call) => String(call[0]).includes('/competition/publish'));
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <SchedulePanel />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish changes' }));
    expect(await screen.findByText(/gets an e-mail with the changes/)).toBeTruthy();
    expect(publishes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByText(/gets an e-mail with the changes/)).toBeNull());
    expect(publishes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Publish changes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish and send e-mails' }));
    await vi.waitFor(() => expect(publishes()).toHaveLength(1));
    expect(await screen.findByText('3 changed matches published: 5 e-mails.')).toBeTruthy();
  });
});
