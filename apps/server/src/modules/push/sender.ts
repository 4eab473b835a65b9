import type { PushNotice, PushUrgency } from '@tms/domain/contract/push';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { postToPushService } from './post';
import type { PushKeys } from './vapid';

const SECOND = 1000;
/** Attempts before a notice is given up; a refused or failing push service is tried again later. */
export const MAX_ATTEMPTS = 6;
/** 10 s, 30 s, 2 min, 10 min, 30 min: a notice is news for hours, a push service's hiccup for seconds. */
const RETRY_DELAYS_MS = [10, 30, 120, 600, 1800].map((s) => s * SECOND);
export const retryDelayMs = (attempts: number) => RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1];
/** A push service's Retry-After is honoured up to an hour. */
const MAX_RETRY_AFTER_MS = 3600 * SECOND;
/** How long one instance keeps a claimed notice to itself; after that another may try it. */
const LEASE_SECONDS = 120;
const POLL_MS = 10 * SECOND;
const BATCH = 200;
const CONCURRENCY = 48;
const REQUEST_TIMEOUT_MS = 10 * SECOND;
/** A VAPID token is signed once per push service and hour (valid for 12 h; at most 24 h allowed). */
const TOKEN_REUSE_MS = 3600 * SECOND;
const TOKEN_VALID_S = 12 * 3600;

type Claimed = {
  id: number;
  subscriptionId: number;
  attempts: number;
  payload: PushNotice;
  urgency: PushUrgency;
  expiresAt: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

type Outcome =
  | { id: number; status: 'sent' }
  | { id: number; status: 'pending' | 'failed'; delayMs: number; error: string }
  | { id: number; status: 'gone'; subscriptionId: number };

export type SenderOptions = {
  db: Db;
  log: FastifyBaseLogger;
  keys: PushKeys;
  subject: string;
  /** Tests shorten the waits between attempts. */
  retryDelayMs?: (attempts: number) => number;
};

export type DeliveryCounts = { sent: number; retried: number; failed: number; gone: number };

/**
 * Delivers the push outbox (like the mail outbox): each instance claims due notices with FOR UPDATE
 * SKIP LOCKED and a lease, sends them encrypted (RFC 8291, aes128gcm) with a VAPID token (RFC 8292),
 * drops the subscription on 404/410, tries again with back-off on 429, 5xx and network failures, and
 * gives up on other refusals. Runs when notices are queued (any instance's commit), and every 10 s.
 */
export class PushSender {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly tokens = new Map<string, { header: string; until: number }>();

  constructor(private readonly options: SenderOptions) {}

  start() {
    this.stopped = false;
    this.wake();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.running) await this.running;
  }

  /** Runs the sender soon; a wake-up during a run makes it look once more. */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverDue().catch((err: unknown) => this.options.log.warn({ err }, 'push sender failed'));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Claims and sends due notices until none is left. */
  async deliverDue(): Promise<DeliveryCounts> {
    const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0, gone: 0 };
    const keys = await this.options.keys.get();
    for (;;) {
      const claimed = await claim(this.options.db);
      if (claimed.length === 0) break;
      const outcomes = await inPool(claimed, CONCURRENCY, (row) => this.send(row, keys));
      await settle(this.options.db, outcomes);
      for (const o of outcomes) {
        if (o.status === 'sent') counts.sent++;
        else if (o.status === 'gone') counts.gone++;
        else if (o.status === 'failed') counts.failed++;
        else counts.retried++;
      }
      if (this.stopped) break;
    }
    if (counts.retried + counts.failed > 0) this.options.log.warn(counts, 'push notices not delivered at once');
    return counts;
  }

  private vapidHeader(endpoint: string, keys: { publicKey: string; privateKey: string }): string {
    const audience = new URL(endpoint).origin;
    const known = this.tokens.get(audience);
    if (known && known.until > Date.now()) return known.header;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.options.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) + TOKEN_VALID_S,
    ) as { Authorization: string };
    this.tokens.set(audience, { header: Authorization, until: Date.now() + TOKEN_REUSE_MS });
    return Authorization;
  }

  private async send(row: Claimed, keys: { publicKey: string; privateKey: string }): Promise<Outcome> {
    const retryOrFail = (error: string, retryAfterMs = 0): Outcome => {
      if (row.attempts >= MAX_ATTEMPTS) return { id: row.id, status: 'failed', delayMs: 0, error };
      const delay = (this.options.retryDelayMs ?? retryDelayMs)(row.attempts);
      return { id: row.id, status: 'pending', delayMs: Math.max(delay, retryAfterMs), error };
    };
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      const ttl = Math.max(0, Math.floor((new Date(row.expiresAt).getTime() - Date.now()) / SECOND));
      request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(row.payload),
        {
          TTL: ttl,
          urgency: row.urgency,
          // A newer notice of the match replaces an older one the push service still holds.
          topic: row.payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          contentEncoding: 'aes128gcm',
          // Signed here once per push service and hour, not per message as web-push would.
          headers: { Authorization: this.vapidHeader(row.endpoint, keys) },
        },
      );
    } catch (error) {
      // Keys that are no P-256 point cannot be encrypted for, now or later.
      return { id: row.id, status: 'failed', delayMs: 0, error: `not encrypted: ${String(error).slice(0, 400)}` };
    }
    try {
      const response = await postToPushService(
        row.endpoint,
        Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        request.body,
        REQUEST_TIMEOUT_MS,
      );
      if (response.status >= 200 && response.status < 300) return { id: row.id, status: 'sent' };
      if (response.status === 404 || response.status === 410) {
        return { id: row.id, status: 'gone', subscriptionId: row.subscriptionId };
      }
      if (response.status === 429 || response.status >= 500) {
        return retryOrFail(`HTTP ${response.status}`, retryAfter(response.retryAfter));
      }
      return { id: row.id, status: 'failed', delayMs: 0, error: `HTTP ${response.status}` };
    } catch (error) {
      return retryOrFail(String(error).slice(0, 500));
    }
  }
}

/** Retry-After in seconds or as an HTTP date, in ms from now (0 when absent or unreadable). */
function retryAfter(value: string | null): number {
  if (!value) return 0;
  const ms = /^\d+$/.test(value) ? Number(value) * SECOND : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : 0;
}

async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/**
 * Takes due notices for this instance: counts the attempt and leases them, skipping rows another
 * instance holds. Due by the database's clock, which stamped them; a notice past its news is left to
 * `settlePushDeliveries`. Subscriptions of every edition are served, whichever is current.
 */
function claim(db: DbOrTx): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`
      with due as (
        select id from push_deliveries
        where status = 'pending' and next_attempt_at <= now() and expires_at > now()
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked
      )
      update push_deliveries d
      set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      from due, push_subscriptions_all s
      where d.id = due.id and s.id = d.subscription_id
      returning d.id, d.subscription_id as "subscriptionId", d.attempts, d.payload, d.urgency,
        d.expires_at as "expiresAt", s.endpoint, s.p256dh, s.auth
    `,
  );
}

/** Writes a batch's outcomes in two statements: the states, and the subscriptions the browsers dropped. */
async function settle(db: Db, outcomes: readonly Outcome[]) {
  const states = outcomes.flatMap((o) =>
    o.status === 'gone'
      ? []
      : [
          {
            id: o.id,
            status: o.status,
            delay_ms: o.status === 'sent' ? 0 : o.delayMs,
            error: 'error' in o ? o.error : null,
          },
        ],
  );
  const gone = [...new Set(outcomes.flatMap((o) => (o.status === 'gone' ? [o.subscriptionId] : [])))];
  await db.transaction(async (tx) => {
    if (states.length > 0) {
      await tx.execute(sql`
        update push_deliveries d set
          status = v.status,
          sent_at = case when v.status = 'sent' then now() else d.sent_at end,
          error = v.error,
          next_attempt_at = now() + make_interval(secs => v.delay_ms / 1000.0)
        from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as v(id int, status text, delay_ms int, error text)
        where d.id = v.id
      `);
    }
    // The browser unsubscribed or the push service forgot it: the subscription and its notices go.
    if (gone.length > 0) {
      await tx.execute(sql`delete from push_subscriptions_all where id = any(${`{${gone.join(',')}}`}::int[])`);
    }
  });
}
