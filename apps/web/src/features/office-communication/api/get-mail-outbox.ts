import { queryOptions } from '@tanstack/react-query';
import type { OutboxMail } from '@tms/domain/contract/admin';
import { apiRequest } from '@/lib/api-client';

export type { OutboxMail } from '@tms/domain/contract/admin';

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
