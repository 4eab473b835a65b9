import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createUser } from '../../test/factories';
import { LIMITS, waitMs } from './rate-limit';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signIn(client: TestClient, email: string, password: string, from: string, forwardedFor?: string) {
  return client.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

function expectThrottled(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: 'too_many_requests' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('back-off', () => {
  it('lets the first attempts through and then doubles the wait after each further one', () => {
    const limit = { max: 3, windowMs: 60_000, backoffMs: 1000 };
    const last = new Date(100_000);
    expect(waitMs(limit, 2, last, 100_000)).toBe(0);
    expect(waitMs(limit, 3, last, 100_000)).toBe(1000);
    expect(waitMs(limit, 4, last, 100_000)).toBe(2000);
    expect(waitMs(limit, 5, last, 100_500)).toBe(3500);
    expect(waitMs(limit, 30, last, 100_000)).toBe(60_000);
    expect(waitMs(limit, 4, last, 103_000)).toBe(0);
  });
});

describe('sign-in limits', () => {
  it('checks at most five of 50 concurrent wrong passwords for one account and answers the rest 429', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    await client.get('/api/health');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signIn(client, user.username, 'wrong password', '198.51.100.10')),
    );
    const checked = answers.filter((res) => res.statusCode === 401);
    const throttled = answers.filter((res) => res.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(LIMITS.loginPerAccountAddress.max);
    expect(checked.length + throttled.length).toBe(50);
    for (const res of throttled) expectThrottled(res);
  });

  it('holds the per-address limit under concurrency across many accounts', async () => {
    const client = new TestClient(app);
    await client.get('/api/health');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(client, `spray${i}@example.com`, 'wrong password', '198.51.100.11')),
    );
    expect(answers.filter((res) => res.statusCode === 401).length).toBeLessThanOrEqual(LIMITS.loginPerAddress.max);
    for (const res of answers.filter((r) => r.statusCode !== 401)) expectThrottled(res);
  });

  it('lets the owner sign in from another address while an attacker is throttled', async () => {
    const user = await createUser(database.db);
    const attacker = new TestClient(app);
    for (let i = 0; i < LIMITS.loginPerAccountAddress.max; i++) {
      expect((await signIn(attacker, user.username, 'guess', '203.0.113.66')).statusCode).toBe(401);
    }
    expectThrottled(await signIn(attacker, user.username, TEST_PASSWORD, '203.0.113.66'));
    const owner = new TestClient(app);
    expect((await signIn(owner, user.username, TEST_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
    expectThrottled(await signIn(attacker, user.username, 'guess', '203.0.113.66'));
  });

  it('ignores a spoofed X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    for (let i = 0; i < LIMITS.loginPerAccountAddress.max; i++) {
      await signIn(client, user.username, 'guess', '203.0.113.77', `10.9.0.${i}`);
    }
    for (const spoofed of ['10.9.9.9', '192.0.2.1, 10.0.0.1', '2001:db8::1']) {
      expectThrottled(await signIn(client, user.username, TEST_PASSWORD, '203.0.113.77', spoofed));
    }

    // Behind one trusted proxy the forwarded address is the client's: the same requests count apart.
    const proxied = await buildTestApp(database, { TRUST_PROXY: '1' });
    try {
      const behindProxy = new TestClient(proxied);
      for (let i = 0; i < LIMITS.loginPerAccountAddress.max; i++) {
        await signIn(behindProxy, user.username, 'guess', '10.0.0.2', '203.0.113.78');
      }
      expectThrottled(await signIn(behindProxy, user.username, TEST_PASSWORD, '10.0.0.2', '203.0.113.78'));
      expect((await signIn(behindProxy, user.username, TEST_PASSWORD, '10.0.0.2', '192.0.2.45')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('registration and reset limits', () => {
  it('throttles registrations from one address', async () => {
    const client = new TestClient(app);
    await client.get('/api/health');
    const answers = await Promise.all(
      Array.from({ length: LIMITS.registerPerAddress.max + 5 }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/v1/auth/register',
          remoteAddress: '198.51.100.20',
          payload: { firstName: 'Bulk', lastName: `No ${i}`, email: `bulk${i}@example.com`, password: 'long enough' },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(LIMITS.registerPerAddress.max);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expectThrottled(res);
  });

  it('throttles reset requests from one address', async () => {
    const client = new TestClient(app);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.forgotPerAddress.max; i++) {
      const res = await client.request({
        method: 'POST',
        url: '/api/v1/auth/password/forgot',
        remoteAddress: '198.51.100.21',
        payload: { email: `someone${i}@example.com` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectThrottled(res);
    }
    expect(statuses).toEqual([...Array(LIMITS.forgotPerAddress.max).fill(202), 429]);
  });
});
