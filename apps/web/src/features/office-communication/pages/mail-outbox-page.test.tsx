import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { type OutboxMail, mailOutboxQueryKey } from '../api/get-mail-outbox';
import { MailOutboxPage } from './mail-outbox-page';

const mail = (id: number, values: Partial<OutboxMail>): OutboxMail => ({
  id,
  to: `m${id}@example.com`,
  subject: `Subject ${id}`,
  text: 'Body',
  createdAt: '2026-04-18T08:00:00Z',
  sentAt: null,
  error: null,
  status: 'pending',
  attempts: 0,
  ...values,
});

afterEach(cleanup);

describe('mail outbox page', () => {
  it('shows the delivery state of each message', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(mailOutboxQueryKey, [
      mail(1, {}),
      mail(2, { status: 'pending', attempts: 2, error: 'Error: 450 mailbox busy' }),
      mail(3, { status: 'sent', attempts: 1, sentAt: '2026-04-18T08:01:00Z' }),
      mail(4, { status: 'failed', attempts: 8, error: 'Error: 550 no such mailbox' }),
    ]);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <MailOutboxPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Waiting to be sent')).toBeTruthy();
    expect(screen.getByText('Will be tried again (after 2 attempts)')).toBeTruthy();
    expect(screen.getByText(/^Sent /)).toBeTruthy();
    expect(screen.getByText('Not delivered: Error: 550 no such mailbox')).toBeTruthy();
  });
});
