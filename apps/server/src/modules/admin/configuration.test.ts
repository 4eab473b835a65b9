import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { configurationChanges, configurations, mailOutbox } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let superAdmin: TestClient;
let superAdminId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const adminUser = await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  const superUser = await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'], firstName: 'Sue' });
  superAdminId = superUser.id;
  admin = new TestClient(app);
  await admin.login(adminUser.username, TEST_PASSWORD);
  superAdmin = new TestClient(app);
  await superAdmin.login(superUser.username, TEST_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const put = (client: TestClient, key: string, value: string | null) =>
  client.request({ method: 'PUT', url: `/api/v1/admin/configuration/${encodeURIComponent(key)}`, payload: { value } });

const saveTranslations = (value: string) =>
  superAdmin.request({ method: 'PUT', url: '/api/v1/admin/translations', payload: { value } });

async function historyOf(key: string) {
  return database.db
    .select()
    .from(configurationChanges)
    .where(eq(configurationChanges.key, key))
    .orderBy(desc(configurationChanges.id));
}

describe('configuration editing', () => {
  it('changes a value by its data type and records who changed what', async () => {
    const res = await put(admin, 'club_roster.leader_min_age_in_years', ' 21 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'club_roster.leader_min_age_in_years', value: '21' });

    const [change] = await historyOf('club_roster.leader_min_age_in_years');
    expect(change).toMatchObject({ oldValue: '18', newValue: '21' });
    expect(change.userId).not.toBeNull();

    const history = await admin.get('/api/v1/admin/configuration/history?key=club_roster.leader_min_age_in_years');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        oldValue: '18',
        newValue: '21',
        changedAt: expect.any(String),
        user: expect.objectContaining({ email: expect.stringContaining('@') }),
      }),
    ]);
  });

  it('refuses a value that does not fit the type and writes nothing', async () => {
    const before = await historyOf('show_results_on_web');
    const res = await put(admin, 'show_results_on_web', 'yes');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { value: { key: 'configBooleanInvalid' } } });
    expect(await historyOf('show_results_on_web')).toEqual(before);
    expect((await put(admin, 'tournament_end_date', '2025-13-01')).json()).toMatchObject({
      fields: { value: { key: 'configDateTimeInvalid' } },
    });
  });

  it('keeps protected entries read-only and unknown ones missing', async () => {
    await database.db.update(configurations).set({ protected: true }).where(eq(configurations.key, 'roster_edit_till'));
    expect((await put(superAdmin, 'roster_edit_till', '2025-04-01')).statusCode).toBe(403);
    expect((await put(superAdmin, 'no_such_key', 'x')).statusCode).toBe(404);
    const list = (await admin.get('/api/v1/admin/configuration')).json() as { key: string; links: unknown[] }[];
    expect(list.find((entry) => entry.key === 'roster_edit_till')?.links).toEqual([]);
  });

  it('lets only super admins change the theme colour and the translations', async () => {
    expect((await put(admin, 'style_primary_color', '#112233')).statusCode).toBe(403);
    expect((await put(admin, 'web.translations', '{}')).statusCode).toBe(403);
    const forAdmin = (await admin.get('/api/v1/admin/configuration')).json() as { key: string; links: unknown[] }[];
    expect(forAdmin.find((entry) => entry.key === 'style_primary_color')?.links).toEqual([]);
    const forSuper = (await superAdmin.get('/api/v1/admin/configuration')).json() as {
      key: string;
      links: { operationId: string }[];
    }[];
    expect(forSuper.find((entry) => entry.key === 'style_primary_color')?.links[0]?.operationId).toBe(
      'updateConfiguration',
    );
  });

  it('refuses an invalid colour and stores a valid one as #rrggbb', async () => {
    const refused = await put(superAdmin, 'style_primary_color', '#12345');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { value: { key: 'primaryColorInvalid' } } });
    expect((await put(superAdmin, 'style_primary_color', null)).statusCode).toBe(400);

    const saved = await put(superAdmin, 'style_primary_color', 'AA0011');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ value: '#aa0011' });
    const [change] = await historyOf('style_primary_color');
    expect(change).toMatchObject({ userId: superAdminId, oldValue: '#fd0085', newValue: '#aa0011' });
  });
});

describe('translation overrides', () => {
  it('refuses JSON that is not valid or does not match the default texts, with the reason', async () => {
    const broken = await saveTranslations('{"en": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      message: 'The entered values are not valid json or are not in the correct structure',
      fields: { value: { key: 'translationsStructure' } },
    });
    expect((await saveTranslations('{"en":{"resultsDashboard":{"nope":"x"}}}')).json()).toMatchObject({
      fields: { value: { key: 'translationsStructure', params: { path: 'en.resultsDashboard.nope' } } },
    });
    expect((await saveTranslations('{"en":{"resultsDashboard":{"hint":1}}}')).statusCode).toBe(400);
    expect((await saveTranslations('{"en":{"dashboard":{"greeting":"Hi {{user}}"}}}')).json()).toMatchObject({
      fields: {
        value: {
          key: 'translationUnknownParam',
          params: { path: 'en.dashboard.greeting', param: 'user', params: ['name'] },
        },
      },
    });
  });

  it('serves saved overrides to everybody, cached with an ETag and renewed on change', async () => {
    const anonymous = new TestClient(app);
    const first = await anonymous.get('/api/v1/web/translations');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(
      (await anonymous.request({ method: 'GET', url: '/api/v1/web/translations', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);

    const overrides = {
      en: { resultsDashboard: { favourites: { hint: 'Follow your team' } } },
      cs: { core: { footer: { conditions: 'Pravidla' } } },
    };
    // As the editor sends it: indented over several lines (a NUL is still refused).
    expect((await saveTranslations(`${JSON.stringify(overrides)}\u0000`)).statusCode).toBe(400);
    expect((await saveTranslations(JSON.stringify(overrides, null, 2))).statusCode).toBe(200);
    await expect
      .poll(async () => (await anonymous.get('/api/v1/web/translations')).json(), { timeout: 5000 })
      .toEqual(overrides);
    const [change] = await historyOf('web.translations');
    expect(JSON.parse(change.newValue ?? '')).toEqual(overrides);
  });

  it('tells open live streams that the texts changed', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/competition/live/stream' });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => received.push(chunk));
      expect((await saveTranslations('{"cs":{"core":{"footer":{"conditions":"Pravidla turnaje"}}}}')).statusCode).toBe(
        200,
      );
      await expect.poll(() => received.join(''), { timeout: 5000 }).toContain('event: configuration');
    } finally {
      request.destroy();
    }
  });

  it('writes e-mails with the overrides, interpolation included', async () => {
    const user = await createUser(database.db, { locale: 'en' });
    const subject = 'Your new password for {{name}}';
    // {{name}} is not a parameter of the default subject: refused.
    expect(
      (await saveTranslations(JSON.stringify({ en: { auth: { mail: { passwordReset: { subject } } } } }))).statusCode,
    ).toBe(400);
    const overrides = { en: { auth: { mail: { passwordReset: { subject: 'Your new password' } } } } };
    expect((await saveTranslations(JSON.stringify(overrides))).statusCode).toBe(200);

    await new TestClient(app).post('/api/v1/auth/password/forgot', { email: user.username, locale: 'en' });
    // The reset mail is written just after the answer, so every account answers alike.
    const latestMail = async () =>
      (
        await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.username)).orderBy(desc(mailOutbox.id))
      )[0];
    await expect.poll(latestMail, { timeout: 5000 }).toBeDefined();
    const mail = await latestMail();
    expect(mail.subject).toBe('Your new password');
    expect(mail.text).toContain('Set a new password at this address');
  });
});
