import type { RouteObject } from 'react-router';
import type { OfficePage } from '@/lib/route-guards';
import { mailOutboxQueryOptions } from './api/get-mail-outbox';

/** Messages, documents and the mail outbox (under /admin). */
export function officeCommunicationRoutes(page: OfficePage): RouteObject[] {
  return [
    page('messages', () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })), {
      namespaces: ['validation'],
    }),
    page('documents', () => import('./pages/documents-page').then((m) => ({ Component: m.DocumentsPage })), {
      namespaces: ['validation'],
    }),
    page('mail-outbox', () => import('./pages/mail-outbox-page').then((m) => ({ Component: m.MailOutboxPage })), {
      superAdminsOnly: true,
      namespaces: ['dashboard'],
      prefetch: (queryClient) => void queryClient.prefetchQuery(mailOutboxQueryOptions()),
    }),
  ];
}
