import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HallHistoryModal } from './hall-history-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("lists the hall's own audit records: who named which reporter", async () => {
  const entry = {
    id: 31,
    at: '2026-07-01T08:00:00.000Z',
    user: { id: 2, name: 'Eva Office', email: 'eva@example.com' },
    entity: 'hall',
    recordId: 7,
    action: 'update',
    oldValues: { hallReporter: null },
    newValues: { hallReporter: 12 },
    note: null,
  };
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ items: [entry], total: 1, page: 1, pageSize: 10 }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <HallHistoryModal hall={{ id: 7, name: 'Hala Kajetánka' }} onClose={vi.fn()} />
    </QueryClientProvider>,
  );

  expect(await screen.findByText('Eva Office')).toBeTruthy();
  expect(screen.getByText('hallReporter')).toBeTruthy();
  expect(screen.getByText('– → 12')).toBeTruthy();
  const url = new URL(String(fetch.mock.calls[0][0]), 'http://localhost');
  expect(url.pathname).toBe('/api/v1/admin/audit');
  expect(url.searchParams.get('entity')).toBe('hall');
  expect(url.searchParams.get('id')).toBe('7');
});
