import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One mail of GET /api/v1/admin/mail-outbox (the server's schema; not in the shared contract yet). */
export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
};

export const MAIL_OUTBOX_LIMIT = 100;

export const mailOutboxQueryKey = ['admin', 'mail-outbox', MAIL_OUTBOX_LIMIT] as const;

/** The newest mails the application wrote (super admins only). */
export function mailOutboxQueryOptions() {
  return queryOptions({
    queryKey: mailOutboxQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<OutboxMail[]>('listMailOutbox', '/admin/mail-outbox', { signal, query: { limit: MAIL_OUTBOX_LIMIT } }),
    meta: { userScoped: true },
  });
}
