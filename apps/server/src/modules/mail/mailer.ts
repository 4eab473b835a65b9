import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type Mail = { to: string; subject: string; text: string; html?: string };

const FROM = 'Prague Handball Cup <noreply@handballcup.cz>';

const MINUTE = 60 * 1000;
/** Attempts before a message is given up; the waits between them double from a minute to about two hours. */
export const MAX_ATTEMPTS = 8;
export const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1), 128) * MINUTE;
/** How long one instance keeps a message to itself while sending it; after that another may retry. */
const LEASE_MS = 5 * MINUTE;
/** A message still not delivered after this long is stale (a reset link in it has long expired). */
const STALE_MS = 2 * 24 * 60 * MINUTE;
const POLL_MS = 30 * 1000;
const BATCH = 10;

/**
 * Every message is written to the outbox table and answered at once; a worker delivers it with
 * SMTP_URL, so no request waits for (or reveals through its timing) an SMTP server. Several
 * instances share the outbox: each claims due messages with FOR UPDATE SKIP LOCKED and a lease.
 * Without SMTP_URL the messages stay in the outbox, readable by organisers on the admin page.
 */
export class Mailer {
  private readonly transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl?: string,
  ) {
    if (smtpUrl) this.transport = nodemailer.createTransport(smtpUrl);
  }

  /**
   * Queues the message; delivery follows in the background. In the caller's transaction when given
   * one: the caller then calls `wake()` after the commit, when the worker can see the message.
   */
  async send(mail: Mail, tx?: DbOrTx) {
    const db = tx ?? this.db;
    const [row] = await db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      .returning({ id: mailOutbox.id });
    if (!this.transport) {
      // The text may hold a reset link: it is read on the admin outbox page, never in the log.
      this.log.info({ mailId: row.id, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
      return;
    }
    if (!tx) this.wake();
  }

  /** Starts the worker: now, every POLL_MS, and whenever a message is queued. */
  start() {
    if (!this.transport) return;
    this.wake();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  /** Stops polling and waits for a delivery in progress. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.running) await this.running;
  }

  /** Runs the worker soon; a wake-up during a run makes it look once more. */
  wake() {
    if (this.stopped || !this.transport) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverDue().catch((err: unknown) => this.log.warn({ err }, 'mail worker failed'));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Claims and sends due messages until none is left; answers how many were sent. */
  async deliverDue(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return sent;
      for (const mail of claimed) {
        try {
          await transport.sendMail({
            from: FROM,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
          await this.db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date().toISOString(), error: null })
            .where(eq(mailOutbox.id, mail.id));
          sent++;
        } catch (error) {
          const failed = mail.attempts >= MAX_ATTEMPTS;
          this.log.warn({ err: error, mailId: mail.id, attempts: mail.attempts, failed }, 'mail delivery failed');
          await this.db
            .update(mailOutbox)
            .set({
              status: failed ? 'failed' : 'pending',
              error: String(error).slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
            })
            .where(eq(mailOutbox.id, mail.id));
        }
      }
    }
  }

  /** Takes due messages for this instance: counts the attempt and leases them, skipping rows another holds. */
  private async claim() {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        // The database's clock, which stamped the message: this process's milliseconds would leave a
        // message queued in the same millisecond (microseconds later) undue until the next poll.
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(Date.now() + LEASE_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }
}

/**
 * Settles what the worker will not send: messages an SMTP server already accepted (kept from before
 * messages had a state) and messages too old to matter.
 */
export async function settleStaleMail(db: DbOrTx) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent' })
    .where(and(eq(mailOutbox.status, 'pending'), isNotNull(mailOutbox.sentAt)));
  await db
    .update(mailOutbox)
    .set({ status: 'failed', error: sql`coalesce(${mailOutbox.error}, 'not delivered in time')` })
    .where(
      and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, new Date(Date.now() - STALE_MS).toISOString())),
    );
}
