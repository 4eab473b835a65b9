import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { dashboardMessages, mailOutbox, rateLimitHits, sessions, users } from '../../db/schema/index';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createUser } from '../../test/factories';
import { TestClient } from '../../test/client';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { PUBLIC_URL: 'https://cup.example.com' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The mails to `email`, once `count` of them are there: a reset mail is queued just after the answer. */
async function mailsTo(email: string, count = 1) {
  for (let tries = 0; ; tries++) {
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
    if (mails.length >= count || tries > 100) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function resetLinkFor(email: string) {
  const mail = (await mailsTo(email)).at(-1);
  const match = mail?.text.match(/https:\/\/cup\.example\.com\/(?:cs|en)\/password-reset\?token=(\S+)/);
  return match ? decodeURIComponent(match[1]) : undefined;
}

describe('anti-forgery', () => {
  it('sets the csrf cookie on a response that lacks it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/web/enums' });
    const csrf = res.cookies.find((c) => c.name === 'csrf');
    expect(csrf?.value).toMatch(/^[\w-]{40,}$/);
    expect(csrf?.sameSite).toBe('Lax');
  });

  it('refuses a mutating request without the matching header', async () => {
    const client = new TestClient(app);
    await client.get('/api/health');
    const missing = await client.request({ method: 'POST', url: '/api/v1/logout', csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error: 'csrf_failed' });
    const wrong = await client.request({
      method: 'POST',
      url: '/api/v1/logout',
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await app.inject({ method: 'POST', url: '/api/v1/logout', headers: { 'x-csrf-token': 'abc' } });
    expect(noCookie.statusCode).toBe(403);
    expect((await client.post('/api/v1/logout')).statusCode).toBe(200);
  });
});

describe('registration and sign-in', () => {
  it('registers, refuses a duplicate in any letter case, and validates fields', async () => {
    const client = new TestClient(app);
    const ok = await client.post('/api/v1/auth/register', {
      firstName: 'Eva',
      lastName: 'Dvořáková',
      email: 'Eva.Dvorakova@example.com',
      password: 'long enough secret',
    });
    expect(ok.statusCode).toBe(201);
    const dup = await client.post('/api/v1/auth/register', {
      firstName: 'Eva',
      lastName: 'D',
      email: 'eva.dvorakova@EXAMPLE.com',
      password: 'another long secret',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'user_exists' });
    const bad = await client.post('/api/v1/auth/register', {
      firstName: '',
      lastName: 'X',
      email: 'not-an-email',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      firstName: { key: 'minLength' },
      email: { key: 'email' },
      password: { key: 'minLength', params: { min: 8 } },
    });
    const tooLong = await client.post('/api/v1/auth/register', {
      firstName: 'A',
      lastName: 'B',
      email: 'long@example.com',
      password: 'x'.repeat(129),
    });
    expect(tooLong.json().fields.password).toEqual({ key: 'maxLength', params: { max: 128 } });
    expect((await client.login('eva.dvorakova@example.com', 'long enough secret')).json().roles).toEqual(['ROLE_USER']);
  });

  it('answers a mismatch with 401 code 104 and the same for an unknown account', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    const wrong = await client.post('/api/v1/auth/login', { email: user.username, password: 'wrong password' });
    const unknown = await client.post('/api/v1/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'invalid_credentials',
        code: 104,
        message: 'The entered login credentials are incorrect',
      });
    }
  });

  it('rotates the session at sign-in, sets safe cookie flags and ends it at logout', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    const first = await client.login(user.username, TEST_PASSWORD);
    const sid = first.cookies.find((c) => c.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid.secure).toBeFalsy();
    const firstSid = client.cookies.get('sid');
    expect((await client.get('/api/v1/web/users/me')).statusCode).toBe(200);

    await client.login(user.username, TEST_PASSWORD);
    const secondSid = client.cookies.get('sid');
    expect(secondSid).not.toBe(firstSid);
    const stale = await app.inject({ method: 'GET', url: '/api/v1/web/users/me', cookies: { sid: firstSid! } });
    expect(stale.statusCode).toBe(401);

    expect((await client.post('/api/v1/logout')).statusCode).toBe(200);
    const afterLogout = await app.inject({ method: 'GET', url: '/api/v1/web/users/me', cookies: { sid: secondSid! } });
    expect(afterLogout.statusCode).toBe(401);
    const remaining = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(0);
  });

  it('marks cookies Secure in production', async () => {
    const prodApp = await buildTestApp(database, { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    const user = await createUser(database.db);
    const client = new TestClient(prodApp);
    const res = await client.login(user.username, TEST_PASSWORD);
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    expect(res.cookies.find((c) => c.name === 'csrf')?.secure ?? true).toBe(true);
    await prodApp.close();
  });

  it('expires idle sessions', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    await client.login(user.username, TEST_PASSWORD);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/v1/web/users/me')).statusCode).toBe(401);
  });

  it('answers 429 after repeated failures for one account', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/v1/auth/login', { email: user.username, password: 'bad' })).statusCode).toBe(401);
    }
    const limited = await client.post('/api/v1/auth/login', { email: user.username, password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    await database.db.delete(rateLimitHits);
    const client = new TestClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await client.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `spray${i}@example.com`, password: 'bad-password' },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('rehashes a password made with weaker parameters at sign-in', async () => {
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(TEST_PASSWORD, { timeCost: 1, memoryCost: 8192, parallelism: 1 });
    const user = await createUser(database.db, { passwordHash: weak });
    await new TestClient(app).login(user.username, TEST_PASSWORD);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.passwordHash).not.toBe(weak);
    expect(after.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('password reset', () => {
  it('mails a single-use link valid for an hour, ends sessions and sets the new password', async () => {
    const user = await createUser(database.db);
    const signedIn = new TestClient(app);
    await signedIn.login(user.username, TEST_PASSWORD);

    const client = new TestClient(app);
    const forgot = await client.post('/api/v1/auth/password/forgot', { email: user.username.toUpperCase() });
    expect(forgot.statusCode).toBe(202);
    const token = await resetLinkFor(user.username);
    expect(token).toBeDefined();

    const reset = await client.post('/api/v1/auth/password/reset', { token, password: 'brand new password' });
    expect(reset.statusCode).toBe(204);
    expect((await signedIn.get('/api/v1/web/users/me')).statusCode).toBe(401);

    const again = await client.post('/api/v1/auth/password/reset', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_token' });

    expect(
      (await client.post('/api/v1/auth/login', { email: user.username, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    await client.login(user.username, 'brand new password');
  });

  it("links to the reset page in the language asked for, else the account's", async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    // The mail is written after the answer: wait for the first, then the second.
    const texts = async (count: number) => (await mailsTo(user.username, count)).map((mail) => mail.text);
    await client.post('/api/v1/auth/password/forgot', { email: user.username, locale: 'en' });
    expect((await texts(1)).join('\n')).toContain('https://cup.example.com/en/password-reset?token=');
    await client.post('/api/v1/auth/password/forgot', { email: user.username });
    expect((await texts(2)).join('\n')).toContain('https://cup.example.com/cs/password-reset?token=');
  });

  it('refuses an expired token', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    await client.post('/api/v1/auth/password/forgot', { email: user.username });
    const token = await resetLinkFor(user.username);
    const { passwordResetTokens } = await import('../../db/schema/index');
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await client.post('/api/v1/auth/password/reset', { token, password: 'brand new password' });
    expect(res.statusCode).toBe(400);
  });

  it('does not reveal whether an account exists', async () => {
    const client = new TestClient(app);
    const before = await database.db.select().from(mailOutbox);
    const unknown = await client.post('/api/v1/auth/password/forgot', { email: 'ghost@example.com' });
    const user = await createUser(database.db);
    const known = await client.post('/api/v1/auth/password/forgot', { email: user.username });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await mailsTo(user.username);
    const after = await database.db.select().from(mailOutbox);
    expect(after.length - before.length).toBe(1);
    expect(after.some((m) => m.to === 'ghost@example.com')).toBe(false);
  });

  it('writes the mail in the user language', async () => {
    const user = await createUser(database.db, { locale: 'en' });
    await new TestClient(app).post('/api/v1/auth/password/forgot', { email: user.username });
    const [mail] = await mailsTo(user.username);
    expect(mail.subject).toContain('Password reset');
    const czech = await createUser(database.db, { locale: 'cs' });
    await new TestClient(app).post('/api/v1/auth/password/forgot', { email: czech.username });
    const [czechMail] = await mailsTo(czech.username);
    expect(czechMail.subject).toContain('Obnovení hesla');
  });
});

describe('current user', () => {
  it('shows news by recipient type: referee and club messages only to referees and club admins', async () => {
    await database.db.insert(dashboardMessages).values([
      { internalName: 'welcome', recipientType: 'all', textCs: 'Vítejte', textEn: 'Welcome', state: 'published' },
      { internalName: 'refs', recipientType: 'referee', textCs: 'Rozhodčí', textEn: 'Referees', state: 'published' },
      { internalName: 'clubs', recipientType: 'club', textCs: 'Kluby', textEn: 'Clubs', state: 'published' },
      { internalName: 'draft', recipientType: 'all', textCs: 'Koncept', textEn: 'Draft', state: 'draft' },
    ]);
    const user = await createUser(database.db);
    const client = new TestClient(app);
    await client.login(user.username, TEST_PASSWORD);
    const me = (await client.get('/api/v1/web/users/me')).json();
    expect(me.dashboardMessages.map((m: { internalName: string }) => m.internalName)).toEqual(['welcome']);
    expect(me).toMatchObject({ leadingTeams: [], referees: [], administratedClubs: [] });
    expect(me.links.map((l: { operationId: string }) => l.operationId)).toContain('logout');
    expect(me.links.map((l: { operationId: string }) => l.operationId)).not.toContain('getAdminConfiguration');
  });
});

describe('upkeep', () => {
  it('drops rate-limit hits older than a day when the app starts, and keeps the recent ones', async () => {
    const hour = 60 * 60 * 1000;
    const [old, recent] = await database.db
      .insert(rateLimitHits)
      .values([
        { key: 'login:ip:198.51.100.7', at: new Date(Date.now() - 48 * hour) },
        { key: 'login:ip:198.51.100.7', at: new Date(Date.now() - hour) },
      ])
      .returning();
    const restarted = await buildTestApp(database);
    const left = await database.db
      .select({ id: rateLimitHits.id })
      .from(rateLimitHits)
      .where(inArray(rateLimitHits.id, [old.id, recent.id]));
    expect(left).toEqual([{ id: recent.id }]);
    await restarted.close();
  });
});
