import type { Link } from '@tms/domain/contract/common';
import type { AdminMessage, AdminMessageDetail, MessageInput, MessageListQuery } from '@tms/domain/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { dashboardMessages } from '../../db/schema/index';
import { type Paging, sqlList, sqlOrderBy, sqlSearch } from '../../lib/admin-list';
import { conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import type { Mailer } from '../mail/mailer';
import { textsFor } from '../translations/texts';
import { messageRecipients } from './recipients';

const ADMIN = '/api/v1/admin/messages';
type Row = typeof dashboardMessages.$inferSelect;

function messageLinks(row: Row): Link[] {
  const href = `${ADMIN}/${row.id}`;
  const links: Link[] = [
    { operationId: 'updateDashboardMessage', method: 'PUT', href },
    { operationId: 'deleteDashboardMessage', method: 'DELETE', href },
  ];
  if (row.state === 'draft') links.push({ operationId: 'sendDashboardMessage', method: 'POST', href: `${href}/send` });
  return links;
}

const toMessage = (row: Row): AdminMessage => ({ ...row, links: messageLinks(row) });
const audited = (row: Row) => ({
  internalName: row.internalName,
  recipientType: row.recipientType,
  textCs: row.textCs,
  textEn: row.textEn,
  state: row.state,
  sentAt: row.sentAt,
});

export async function loadMessageRows(db: DbOrTx, query: MessageListQuery, paging: Paging) {
  const where = and(
    query.state ? eq(dashboardMessages.state, query.state) : undefined,
    query.recipientType ? eq(dashboardMessages.recipientType, query.recipientType) : undefined,
    sqlSearch(query.q, [dashboardMessages.internalName, dashboardMessages.textCs, dashboardMessages.textEn]),
  );
  return sqlList(paging, where, {
    count: async (condition) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(dashboardMessages).where(condition))[0].n,
    select: async (condition, page) => {
      const base = db
        .select()
        .from(dashboardMessages)
        .where(condition)
        .orderBy(
          ...sqlOrderBy(
            query.sort,
            {
              createdAt: dashboardMessages.createdAt,
              sentAt: dashboardMessages.sentAt,
              internalName: dashboardMessages.internalName,
            },
            dashboardMessages.id,
          ),
        );
      return (await (page ? base.limit(page.limit).offset(page.offset) : base)).map(toMessage);
    },
  });
}

async function messageRow(db: DbOrTx, id: number, lock = false): Promise<Row> {
  const query = db.select().from(dashboardMessages).where(eq(dashboardMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Message');
  return row;
}

/** GET /admin/messages/{id}: the message and how many addresses sending it would mail. */
export async function getMessage(db: DbOrTx, id: number): Promise<AdminMessageDetail> {
  const row = await messageRow(db, id);
  return { ...toMessage(row), recipients: (await messageRecipients(db, row.recipientType)).length };
}

/** POST /admin/messages: a new draft. */
export async function createMessage(db: Db, user: SessionUser, input: MessageInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dashboardMessages)
      .values({ ...input, state: 'draft' })
      .returning();
    await recordAudit(tx, user, {
      entity: 'dashboardMessage',
      recordId: row.id,
      action: 'create',
      after: audited(row),
    });
    return row.id;
  });
}

/** PUT /admin/messages/{id}: a draft, or the text of a sent message (the dashboards show the correction; nobody is mailed again). */
export async function updateMessage(db: Db, user: SessionUser, id: number, input: MessageInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await messageRow(tx, id, true);
    const [after] = await tx.update(dashboardMessages).set(input).where(eq(dashboardMessages.id, id)).returning();
    await recordAudit(tx, user, {
      entity: 'dashboardMessage',
      recordId: id,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
  });
}

/** DELETE /admin/messages/{id}: the message leaves the dashboards. */
export async function deleteMessage(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await messageRow(tx, id, true);
    await tx.delete(dashboardMessages).where(eq(dashboardMessages.id, id));
    await recordAudit(tx, user, {
      entity: 'dashboardMessage',
      recordId: id,
      action: 'delete',
      before: audited(before),
    });
  });
}

/**
 * POST /admin/messages/{id}/send: publishes a draft on its recipients' dashboards (sentAt now) and
 * mails each of them once in their language, in one transaction; a message is sent once (409 after).
 */
export async function sendMessage(db: Db, mailer: Mailer, user: SessionUser, id: number): Promise<number> {
  const mailed = await db.transaction(async (tx) => {
    const before = await messageRow(tx, id, true);
    if (before.state !== 'draft') throw conflict('invalid_transition', 'The message has been sent already');
    const [after] = await tx
      .update(dashboardMessages)
      .set({ state: 'published', sentAt: new Date().toISOString() })
      .where(eq(dashboardMessages.id, id))
      .returning();
    const recipients = await messageRecipients(tx, after.recipientType);
    const texts = { cs: await textsFor(tx, 'cs', 'dashboard'), en: await textsFor(tx, 'en', 'dashboard') };
    for (const { email, locale } of recipients) {
      const t = texts[locale];
      const body = locale === 'en' ? after.textEn : after.textCs;
      await mailer.send(
        {
          to: email,
          subject: t('mail.news.subject'),
          text: [t('mail.news.greeting'), '', body, '', t('mail.news.outro')].join('\n'),
        },
        tx,
      );
    }
    await recordAudit(tx, user, {
      entity: 'dashboardMessage',
      recordId: id,
      action: 'send',
      before: { state: before.state, sentAt: before.sentAt },
      after: { state: after.state, sentAt: after.sentAt, mailed: recipients.length },
    });
    return recipients.length;
  });
  mailer.wake();
  return mailed;
}
