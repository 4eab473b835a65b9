import { z } from 'zod';
import { link } from './common';
import { configurationEntry } from './enums';
import { multiline } from '../text-input';

/** GET /api/v1/admin/configuration: every entry, with whether the public sees it and whether it may be changed. */
export const adminConfigurationEntry = configurationEntry.extend({
  isPublic: z.boolean(),
  protected: z.boolean(),
  /** `updateConfiguration` when the current user may change the value. */
  links: z.array(link),
});
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

/** PUT /api/v1/admin/configuration/:key: the new value as text (parsed by the entry's data type). */
// Configuration values and translation overrides are JSON or texts of several lines.
export const updateConfigurationBody = z.object({ value: multiline(z.string().max(500_000)).nullable() });
export type UpdateConfigurationBody = z.infer<typeof updateConfigurationBody>;
/** PUT /api/v1/admin/translations: the overrides as JSON text, as typed in the editor. */
export const updateTranslationsBody = z.object({ value: multiline(z.string().max(500_000)) });

/** GET /api/v1/admin/configuration/history: one change of a value, newest first. */
export const configurationChange = z.object({
  id: z.number(),
  key: z.string(),
  changedAt: z.string(),
  /** Null once the account is removed. */
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type ConfigurationChange = z.infer<typeof configurationChange>;

/** GET /api/v1/web/translations: overrides by locale and module, laid over the default texts. */
export const translationOverrides = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown())));
export type TranslationOverridesResponse = z.infer<typeof translationOverrides>;
