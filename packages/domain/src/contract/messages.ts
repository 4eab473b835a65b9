import { z } from 'zod';
import { multiline } from '../text-input';
import { dashboardMessage } from './auth';
import { link, requiredText } from './common';
import { listPage, listQuery } from './list';

// Dashboard news (PRODUCT_SPEC §3 "Message"), written in the back-office (/api/v1/admin/messages).
// A message is a draft until it is sent: sending publishes it on the dashboards of its recipients
// (stored state `published`, DESIGN.md §4 "One vocabulary per state") and e-mails them once.

export const MESSAGE_RECIPIENT_TYPES = ['all', 'club', 'referee'] as const;
export type MessageRecipientType = (typeof MESSAGE_RECIPIENT_TYPES)[number];
export const MESSAGE_STATES = ['draft', 'published'] as const;

export const messageListQuery = listQuery({
  sort: ['createdAt', 'sentAt', 'internalName'],
  defaultSort: '-createdAt',
  filters: {
    state: z.enum(MESSAGE_STATES).optional(),
    recipientType: z.enum(MESSAGE_RECIPIENT_TYPES).optional(),
  },
});
export type MessageListQuery = z.output<typeof messageListQuery>;

/** A message in the back-office, with what the user may do with it. */
export const adminMessage = dashboardMessage.extend({
  createdAt: z.string(),
  /** `updateDashboardMessage`, `deleteDashboardMessage`, `sendDashboardMessage` (drafts only). */
  links: z.array(link),
});
export type AdminMessage = z.infer<typeof adminMessage>;
export const messagePage = listPage(adminMessage);

/** GET /admin/messages/{id}: the message and how many addresses sending it would mail now. */
export const adminMessageDetail = adminMessage.extend({ recipients: z.number() });
export type AdminMessageDetail = z.infer<typeof adminMessageDetail>;

/** POST /admin/messages and PUT /admin/messages/{id}: both languages are required. */
export const messageInput = z.object({
  /** Only the office sees it: it names the message in the list. */
  internalName: requiredText(200),
  recipientType: z.enum(MESSAGE_RECIPIENT_TYPES),
  textCs: multiline(requiredText(4000)),
  textEn: multiline(requiredText(4000)),
});
export type MessageInput = z.input<typeof messageInput>;

/** POST /admin/messages/{id}/send: the message as sent and how many addresses were mailed. */
export const sentMessage = z.object({ message: adminMessageDetail, mailed: z.number() });
export type SentMessage = z.infer<typeof sentMessage>;
