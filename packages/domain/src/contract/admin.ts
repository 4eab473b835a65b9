import { z } from 'zod';
import { configurationEntry } from './enums';

/** GET /api/v1/admin/configuration: every entry, with whether the public sees it and whether it may be changed. */
export const adminConfigurationEntry = configurationEntry.extend({ isPublic: z.boolean(), protected: z.boolean() });
export type AdminConfigurationEntry = z.infer<typeof adminConfigurationEntry>;

/** Where a mail is on its way: waiting for (another) attempt, accepted by the SMTP server, or given up. */
export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** GET /api/v1/admin/mail-outbox: a mail the application wrote. */
export const outboxMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Set when an SMTP server accepted it; null in outbox-only mode. */
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  status: z.enum(MAIL_STATES),
  /** Delivery attempts made so far. */
  attempts: z.number(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
