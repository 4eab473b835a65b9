import type { AdminConfigurationEntry, OutboxMail } from '@tms/domain/contract/admin';
import { asc, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configurations, mailOutbox } from '../../db/schema/index';

export async function listConfiguration(db: DbOrTx): Promise<AdminConfigurationEntry[]> {
  return db.select().from(configurations).orderBy(asc(configurations.key));
}

/** The newest mails first. */
export async function listMailOutbox(db: DbOrTx, limit: number): Promise<OutboxMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.error,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
