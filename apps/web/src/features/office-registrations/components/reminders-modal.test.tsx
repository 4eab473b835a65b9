import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RemindersModal } from './reminders-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const candidate = (clubId: number, clubName: string, recipients: string[]) => ({
  clubId,
  clubName,
  recipients,
  currency: 'CZK',
  rest: '1000.00',
  overdueInvoices: [{ number: `2025${clubId}`, rest: '1000.00', dueDate: '2025-01-31' }],
  lastReminderAt: null,
});

it('neither ticks nor counts a club without anybody to write to, and says why', async () => {
  const body = [
    candidate(1, 'HC Alfa', ['alfa@example.com']),
    candidate(2, 'HC Beta', []),
    candidate(3, 'HC Gama', ['gama@example.com']),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RemindersModal onClose={vi.fn()} />
    </QueryClientProvider>,
  );

  expect(await screen.findByRole('button', { name: 'Send 2 reminders' })).toBeTruthy();
  const beta = screen.getByRole('checkbox', { name: 'Send to HC Beta' }) as HTMLInputElement;
  expect(beta.checked).toBe(false);
  expect(beta.disabled).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'Send to HC Alfa' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByText('Cannot be sent: the club has no club admin to write to.')).toBeTruthy();
});
