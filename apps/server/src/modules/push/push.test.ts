import { createECDH, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client';
import { editions, pushDeliveries, pushSubscriptions } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { createTeam } from '../../test/factories';
import { acceptableEndpoint, settlePushDeliveries } from './subscriptions-service';

let database: Database;
let app: FastifyInstance;
let client: TestClient;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  client = new TestClient(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** What a browser's `PushSubscription.toJSON()` holds, on a push service's address. */
function browserSubscription(host = 'fcm.googleapis.com') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://${host}/fcm/send/${randomBytes(12).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const follow = (body: object) => client.post('/api/v1/web/push/subscriptions', body);
const unfollow = (body: object) => client.post('/api/v1/web/push/subscriptions/unfollow', body);
const stored = (endpoint: string) =>
  database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('the VAPID key pair', () => {
  it('is made on the first start, kept in the database and the same for a second instance', async () => {
    const first = await client.get('/api/v1/web/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const second = await buildTestApp(database);
    try {
      expect((await second.inject({ method: 'GET', url: '/api/v1/web/push/public-key' })).json()).toEqual({
        publicKey,
      });
    } finally {
      await second.close();
    }
  });

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are given', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await buildTestApp(database, {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const res = await configured.inject({ method: 'GET', url: '/api/v1/web/push/public-key' });
      expect(res.json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await configured.close();
    }
  });
});

describe('following a team with notices', () => {
  it('stores the subscription with its language, adds teams, and refuses changes with other keys', async () => {
    const [a, b] = [await createTeam(database.db), await createTeam(database.db)];
    const browser = browserSubscription();
    const first = await follow({ ...browser, locale: 'en', teamId: a.id });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ teamIds: [a.id] });
    const second = await follow({ ...browser, locale: 'cs', teamId: b.id });
    expect(second.json()).toEqual({ teamIds: [a.id, b.id].sort((x, y) => x - y) });
    expect((await follow({ ...browser, locale: 'cs', teamId: b.id })).json().teamIds).toHaveLength(2);
    const [row] = await stored(browser.endpoint);
    expect(row).toMatchObject({ locale: 'cs', p256dh: browser.keys.p256dh, auth: browser.keys.auth });

    const other = { ...browser, keys: browserSubscription().keys };
    expect((await follow({ ...other, locale: 'en', teamId: a.id })).statusCode).toBe(403);
    expect((await unfollow({ endpoint: browser.endpoint, auth: other.keys.auth, teamId: a.id })).json()).toEqual({
      teamIds: [],
    });
    expect((await stored(browser.endpoint))[0].teamIds).toHaveLength(2);
  });

  it('deletes the subscription when its last team is unfollowed', async () => {
    const [a, b] = [await createTeam(database.db), await createTeam(database.db)];
    const browser = browserSubscription();
    await follow({ ...browser, locale: 'en', teamId: a.id });
    await follow({ ...browser, locale: 'en', teamId: b.id });
    const off = (teamId: number) => unfollow({ endpoint: browser.endpoint, auth: browser.keys.auth, teamId });
    expect((await off(a.id)).json()).toEqual({ teamIds: [b.id] });
    expect(await stored(browser.endpoint)).toHaveLength(1);
    expect((await off(b.id)).json()).toEqual({ teamIds: [] });
    expect(await stored(browser.endpoint)).toEqual([]);
    // Unfollowing again (another tab, a retried request) is no error.
    expect((await off(b.id)).statusCode).toBe(200);
  });

  it('answers 400 with field messages for a bad body and writes nothing', async () => {
    const team = await createTeam(database.db);
    const browser = browserSubscription();
    const cases: [object, string][] = [
      [{ ...browser, teamId: team.id }, 'locale'],
      [{ ...browser, locale: 'de', teamId: team.id }, 'locale'],
      [{ ...browser, locale: 'en', teamId: 0 }, 'teamId'],
      [{ ...browser, keys: { ...browser.keys, p256dh: 'short' }, locale: 'en', teamId: team.id }, 'keys.p256dh'],
      [{ ...browser, keys: { ...browser.keys, auth: '' }, locale: 'en', teamId: team.id }, 'keys.auth'],
      [{ ...browser, endpoint: 'not a url', locale: 'en', teamId: team.id }, 'endpoint'],
      [{ ...browser, endpoint: 'http://push.example.com/x', locale: 'en', teamId: team.id }, 'endpoint'],
      [{ ...browser, endpoint: 'https://10.0.0.8/x', locale: 'en', teamId: team.id }, 'endpoint'],
      [{ ...browser, endpoint: 'https://db.internal/x', locale: 'en', teamId: team.id }, 'endpoint'],
    ];
    for (const [body, field] of cases) {
      const res = await follow(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await follow({ ...browser, locale: 'en', teamId: 2_000_000_000 })).statusCode).toBe(404);
    expect(
      await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)),
    ).toEqual([]);
  });

  it('needs the anti-forgery token like every other write', async () => {
    const team = await createTeam(database.db);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/web/push/subscriptions',
      payload: { ...browserSubscription(), locale: 'en', teamId: team.id },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('push endpoints', () => {
  it('are public https push services unless local ones are allowed', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(acceptableEndpoint(ok, false), ok).toBe(true);
    }
    for (const bad of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://push.localhost/x',
      'https://intranet/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
    ]) {
      expect(acceptableEndpoint(bad, false), bad).toBe(false);
    }
    expect(acceptableEndpoint('http://127.0.0.1:4000/push/1', true)).toBe(true);
  });
});

describe('upkeep', () => {
  it("deletes a past edition's subscriptions 30 days after it ended, with their notices, and keeps the current one's", async () => {
    const team = await createTeam(database.db);
    const current = browserSubscription();
    await follow({ ...current, locale: 'en', teamId: team.id });
    const [past] = await database.db
      .insert(editions)
      .values({ year: 2019, name: 'Cup 2019', startsOn: '2019-04-18', endsOn: '2019-04-21' })
      .returning();
    const recent = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const [ended] = await database.db
      .insert(editions)
      .values({ year: 2020, name: 'Cup 2020', startsOn: recent, endsOn: recent })
      .returning();
    const insertInto = async (editionId: number, endpoint: string) => {
      const [row] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into push_subscriptions_all (edition_id, endpoint, p256dh, auth, locale, team_ids)
            values (${editionId}, ${endpoint}, 'k', 'a', 'cs', '{1}') returning id`,
      );
      return row.id;
    };
    const old = await insertInto(past.id, 'https://fcm.googleapis.com/old');
    const fresh = await insertInto(ended.id, 'https://fcm.googleapis.com/fresh');
    await database.db.insert(pushDeliveries).values({
      subscriptionId: old,
      eventKey: 'final:1:1:0',
      payload: { title: 't', body: 'b', url: '/', tag: 'x' },
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await settlePushDeliveries(database.db);
    const ids = (await queryRows<{ id: number }>(database.db, sql`select id from push_subscriptions_all`)).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(old);
    expect(ids).toContain(fresh);
    expect(await stored(current.endpoint)).toHaveLength(1);
    expect(await database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, old))).toEqual([]);
  });
});
