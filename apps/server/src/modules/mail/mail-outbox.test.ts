import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createUser } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { MAX_ATTEMPTS, Mailer, settleStaleMail } from './mailer';

let database: Database;
/** Without SMTP_URL, so that no worker of its own takes the messages the tests hand to their mailers. */
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const silentLog = { warn() {}, info() {}, error() {} } as unknown as ConstructorParameters<typeof Mailer>[1];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('forgotten password with a slow mail server', () => {
  it('answers in the same time for a known and an unknown account, and the worker delivers the link', async () => {
    // Sending inline would add the whole delay to the known account's answer; the margins below leave
    // room for a loaded machine's jitter (tests, a server and a browser on two cores) and still catch it.
    const sink = await startSmtpSink({ delayMs: 600 });
    const mailing = await buildTestApp(database, { SMTP_URL: sink.url, PUBLIC_URL: 'https://cup.example.com' });
    onTestFinished(async () => {
      await mailing.close();
      await sink.close();
    });
    const user = await createUser(database.db);
    const client = new TestClient(mailing);
    await client.get('/api/health');
    const timed = async (email: string, from: string) => {
      const started = performance.now();
      const res = await client.request({
        method: 'POST',
        url: '/api/v1/auth/password/forgot',
        payload: { email },
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(202);
      return performance.now() - started;
    };
    const settled = (count: number) =>
      waitFor(async () => {
        const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.username));
        return rows.length === count && rows.every((row) => row.status === 'sent') ? rows : undefined;
      });
    // Warm-up: the first request of a kind compiles and caches more than the later ones.
    await timed('warm-up@example.com', '198.51.100.30');
    const known: number[] = [];
    const unknown: number[] = [];
    // Three rounds: the per-account limit mails a link three times an hour.
    for (let i = 0; i < 3; i++) {
      known.push(await timed(user.username, `198.51.100.${31 + i}`));
      // The mail of the known account is queued and delivered after its answer; measure the next one on a quiet server.
      await settled(i + 1);
      unknown.push(await timed(`ghost${i}@example.com`, `198.51.100.${41 + i}`));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(200);
    expect(median(known)).toBeLessThan(400);

    const delivered = await settled(3);
    expect(delivered.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
    expect(
      sink.messages.some((mail) => /https:\/\/cup\.example\.com\/(cs|en)\/password-reset\?token=/.test(mail.data)),
    ).toBe(true);
  });
});

describe('outbox worker', () => {
  it('retries with back-off and gives up after the last attempt', async () => {
    const refusing = await startSmtpSink({ refuse: true });
    const mailer = new Mailer(database.db, silentLog, refusing.url);
    try {
      // Queued directly: send() would also wake the mailer's own worker, racing the calls below.
      await database.db.insert(mailOutbox).values({ to: 'nobody@example.com', subject: 'Retry me', text: 'x' });
      expect(await mailer.deliverDue()).toBe(0);
      let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Retry me'));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.error).toContain('550');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      // Not due yet: nothing happens.
      expect(await mailer.deliverDue()).toBe(0);
      [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(row.attempts).toBe(1);

      await database.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, row.id));
      await mailer.deliverDue();
      [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    } finally {
      await mailer.stop();
      await refusing.close();
    }
  });

  it('takes a message as due by the database clock that stamped it', async () => {
    const sink = await startSmtpSink();
    const mailer = new Mailer(database.db, silentLog, sink.url);
    // This process's clock a minute behind the database's: a message queued just now is still due.
    // (PGlite runs on this process's clock; the PostgreSQL pass is where the two differ.)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 60_000);
    try {
      await database.db.insert(mailOutbox).values({ to: 'clock@example.com', subject: 'Due now', text: 'x' });
      expect(await mailer.deliverDue()).toBe(1);
      expect(sink.messages).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      await mailer.stop();
      await sink.close();
    }
  });

  it('is shared by several instances without sending a message twice', async () => {
    const shared = await startSmtpSink({ delayMs: 20 });
    const instances = [1, 2, 3].map(() => new Mailer(database.db, silentLog, shared.url));
    try {
      const subjects = Array.from({ length: 12 }, (_, i) => `Shared ${i}`);
      await database.db
        .insert(mailOutbox)
        .values(subjects.map((subject) => ({ to: 'a@example.com', subject, text: subject })));
      const counts = await Promise.all(instances.map((mailer) => mailer.deliverDue()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
      expect(shared.messages).toHaveLength(12);
      const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(instances.map((mailer) => mailer.stop()));
      await shared.close();
    }
  });

  it('settles messages sent before they had a state and gives up stale ones', async () => {
    const [sent, stale, fresh] = await database.db
      .insert(mailOutbox)
      .values([
        { to: 'a@example.com', subject: 'Old sent', text: 'x', sentAt: new Date().toISOString() },
        {
          to: 'a@example.com',
          subject: 'Stale',
          text: 'x',
          createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        },
        { to: 'a@example.com', subject: 'Fresh', text: 'x', nextAttemptAt: new Date(Date.now() + 3_600_000) },
      ])
      .returning();
    await settleStaleMail(database.db);
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [sent.id, stale.id, fresh.id]));
    expect(Object.fromEntries(rows.map((row) => [row.subject, row.status]))).toEqual({
      'Old sent': 'sent',
      Stale: 'failed',
      Fresh: 'pending',
    });
  });

  it('shows each message state to the super admin', async () => {
    const admin = await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] });
    const client = new TestClient(app);
    await client.login(admin.username, TEST_PASSWORD);
    const res = await client.get('/api/v1/admin/mail-outbox?limit=500');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const states = new Set(res.json().map((mail: { status: string }) => mail.status));
    expect(states).toEqual(new Set(['sent', 'failed', 'pending']));
    expect(res.json()[0]).toMatchObject({ status: expect.any(String), attempts: expect.any(Number) });
  });
});
