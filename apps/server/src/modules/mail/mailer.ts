import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type Mail = { to: string; subject: string; text: string; html?: string };

const FROM = 'Prague Handball Cup <noreply@handballcup.cz>';

/**
 * Every message lands in the outbox table. With SMTP_URL it is also delivered; without, the log
 * shows it so that a reset link can be followed on a machine without mail.
 */
export class Mailer {
  private readonly transport?: Transporter;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl?: string,
  ) {
    if (smtpUrl) this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail) {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      .returning({ id: mailOutbox.id });
    if (!this.transport) {
      this.log.info({ to: mail.to, subject: mail.subject }, `Mail to outbox (no SMTP_URL):\n${mail.text}`);
      return;
    }
    try {
      await this.transport.sendMail({ from: FROM, ...mail });
      await this.db.update(mailOutbox).set({ sentAt: new Date().toISOString() }).where(eq(mailOutbox.id, row.id));
    } catch (error) {
      this.log.error({ err: error, to: mail.to }, 'mail delivery failed');
      await this.db
        .update(mailOutbox)
        .set({ error: String(error) })
        .where(eq(mailOutbox.id, row.id));
    }
  }
}
