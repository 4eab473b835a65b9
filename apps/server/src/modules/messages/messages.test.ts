import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clubUsers, dashboardMessages, mailOutbox } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createClub, createReferee, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
const PATH = '/api/v1/admin/messages';

const signIn = async (roles: string[] = ['ROLE_USER'], locale = 'cs') => {
  const user = await createUser(database.db, { roles: roles as never, locale });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};
const mailsTo = (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as object });
const message = (overrides: Record<string, unknown> = {}) => ({
  internalName: 'Parking',
  recipientType: 'club',
  textCs: 'Parkování u haly je zdarma.',
  textEn: 'Parking at the hall is free.',
  ...overrides,
});
const newsOf = async (client: TestClient) =>
  (await client.get('/api/v1/web/users/me')).json().dashboardMessages as { id: number; textEn: string }[];

let clubAdminCs: Awaited<ReturnType<typeof signIn>>;
let clubAdminEn: Awaited<ReturnType<typeof signIn>>;
let refereeAccount: Awaited<ReturnType<typeof signIn>>;
let bystander: Awaited<ReturnType<typeof signIn>>;
let refereeEmail = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = (await signIn(['ROLE_USER', 'ROLE_ADMIN'])).client;
  clubAdminCs = await signIn(['ROLE_USER'], 'cs');
  clubAdminEn = await signIn(['ROLE_USER'], 'en');
  refereeAccount = await signIn(['ROLE_USER'], 'en');
  bystander = await signIn();
  const club = await createClub(database.db);
  await database.db.insert(clubUsers).values([
    { clubId: club.id, userId: clubAdminCs.user.id, isAdmin: true },
    { clubId: club.id, userId: clubAdminEn.user.id, isAdmin: true },
  ]);
  refereeEmail = (await createReferee(database.db, { userId: refereeAccount.user.id })).email;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('dashboard messages', () => {
  it('a draft shows on nobody’s dashboard; sending publishes it to club admins only and mails each once in their language', async () => {
    const created = await admin.post(PATH, message());
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ state: 'draft', sentAt: null, recipients: 2 });
    expect(draft.links.map((l: { operationId: string }) => l.operationId)).toContain('sendDashboardMessage');
    expect(await newsOf(clubAdminCs.client)).toEqual([]);

    const sent = await admin.post(`${PATH}/${draft.id}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ mailed: 2, message: { state: 'published' } });
    expect(sent.json().message.sentAt).not.toBeNull();

    expect((await newsOf(clubAdminCs.client)).map((m) => m.id)).toEqual([draft.id]);
    expect((await newsOf(clubAdminEn.client)).map((m) => m.id)).toEqual([draft.id]);
    for (const other of [refereeAccount, bystander]) {
      expect((await newsOf(other.client)).map((m) => m.id)).not.toContain(draft.id);
    }
    const [cs] = await mailsTo(clubAdminCs.user.username);
    expect(cs.subject).toBe('Novinka z Prague Handball Cupu');
    expect(cs.text).toContain('Parkování u haly je zdarma.');
    const [en] = await mailsTo(clubAdminEn.user.username);
    expect(en.subject).toBe('News from Prague Handball Cup');
    expect(en.text).toContain('Parking at the hall is free.');
    expect(await mailsTo(bystander.user.username)).toHaveLength(0);

    // Sent once: a second send is refused and mails nobody.
    expect((await admin.post(`${PATH}/${draft.id}/send`)).statusCode).toBe(409);
    expect(await mailsTo(clubAdminEn.user.username)).toHaveLength(1);

    const audit = (await admin.get(`/api/v1/admin/audit?entity=dashboardMessage&id=${draft.id}`)).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['send', 'create']);
    expect(audit.items[0].newValues).toMatchObject({ state: 'published', mailed: 2 });
  });

  it('referee news reach the referees and their accounts; news for everybody reach every account', async () => {
    const referee = (await admin.post(PATH, message({ internalName: 'Referees', recipientType: 'referee' }))).json();
    expect((await admin.post(`${PATH}/${referee.id}/send`)).json().mailed).toBe(2);
    expect(await mailsTo(refereeEmail)).toHaveLength(1);
    expect((await newsOf(refereeAccount.client)).map((m) => m.id)).toContain(referee.id);
    expect((await newsOf(clubAdminCs.client)).map((m) => m.id)).not.toContain(referee.id);

    const all = (await admin.post(PATH, message({ internalName: 'All', recipientType: 'all' }))).json();
    const sent = (await admin.post(`${PATH}/${all.id}/send`)).json();
    // Five accounts and the referee's own address.
    expect(sent.mailed).toBe(6);
    expect(await mailsTo(bystander.user.username)).toHaveLength(1);
    expect((await newsOf(bystander.client)).map((m) => m.id)).toEqual([all.id]);
    // Newest first.
    expect((await newsOf(refereeAccount.client)).map((m) => m.id)).toEqual([all.id, referee.id]);
  });

  it('edits, lists, exports and deletes; refuses bad bodies and users who are no organisers', async () => {
    const draft = (await admin.post(PATH, message({ internalName: 'Zzmsg draft' }))).json();
    const bad = await admin.post(PATH, message({ textEn: '  ', recipientType: 'teams' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['recipientType', 'textEn']);

    const edited = await put(
      admin,
      `${PATH}/${draft.id}`,
      message({ internalName: 'Zzmsg draft', textEn: 'Free parking.' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().textEn).toBe('Free parking.');
    const audit = (await admin.get(`/api/v1/admin/audit?entity=dashboardMessage&id=${draft.id}`)).json();
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      oldValues: { textEn: 'Parking at the hall is free.' },
      newValues: { textEn: 'Free parking.' },
    });

    const drafts = (await admin.get(`${PATH}?state=draft&q=zzmsg`)).json();
    expect(drafts.items.map((m: { id: number }) => m.id)).toEqual([draft.id]);
    const csv = await admin.get(`${PATH}?state=draft&q=zzmsg&format=csv&locale=en`);
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Zzmsg draft');
    expect((await admin.get(`${PATH}?state=published&q=zzmsg`)).json().total).toBe(0);

    const user = await signIn();
    expect((await user.client.post(PATH, message())).statusCode).toBe(403);
    expect((await user.client.post(`${PATH}/${draft.id}/send`)).statusCode).toBe(403);
    expect((await user.client.request({ method: 'DELETE', url: `${PATH}/${draft.id}` })).statusCode).toBe(403);
    expect((await admin.request({ method: 'DELETE', url: `${PATH}/${draft.id}` })).statusCode).toBe(204);
    expect(await database.db.select().from(dashboardMessages).where(eq(dashboardMessages.id, draft.id))).toEqual([]);
    expect((await admin.post(`${PATH}/${draft.id}/send`)).statusCode).toBe(404);
  });
});
