import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { registrationFiles } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let user: TestClient;
const PATH = '/api/v1/admin/documents';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const signIn = async (roles: string[] = ['ROLE_USER']) => {
  const account = await createUser(database.db, { roles: roles as never });
  const client = new TestClient(app);
  await client.login(account.username, TEST_PASSWORD);
  return client;
};
const upload = async (client: TestClient, filename: string) => {
  const boundary = '----tms-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await client.request({
    method: 'POST',
    url: '/api/v1/web/files',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const publish = async (title: string, locale: 'cs' | 'en') =>
  admin.post(PATH, { fileId: await upload(admin, `${title}.pdf`), title, locale });
const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as object });
const titles = async (client: TestClient, locale: string) =>
  ((await client.get('/api/v1/web/documents')).json() as { title: string; locale: string }[])
    .filter((d) => d.locale === locale)
    .map((d) => d.title);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await signIn(['ROLE_USER', 'ROLE_ADMIN']);
  user = await signIn();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('dashboard documents', () => {
  it('an admin publishes uploads per language; every signed-in user lists and downloads them in order', async () => {
    const created = await publish('Propozice', 'cs');
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ title: 'Propozice', locale: 'cs', position: 0, filename: 'Propozice.pdf' });
    const [file] = await database.db.select().from(registrationFiles).where(eq(registrationFiles.id, doc.fileId));
    expect(file.folder).toBe('documents');
    await publish('Hotely', 'cs');
    await publish('Bulletin', 'en');

    expect(await titles(user, 'cs')).toEqual(['Propozice', 'Hotely']);
    expect(await titles(user, 'en')).toEqual(['Bulletin']);
    const download = await user.get(doc.url.replace(/^\/api\/v1\/web/, '/api/v1/web'));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await new TestClient(app).get('/api/v1/web/documents')).statusCode).toBe(401);

    const audit = (await admin.get(`/api/v1/admin/audit?entity=document&id=${doc.id}`)).json();
    expect(audit.items[0]).toMatchObject({ action: 'create', newValues: { title: 'Propozice', locale: 'cs' } });
  });

  it('orders a language, moves a document to the other language and removes one with its file', async () => {
    const list = (await admin.get(`${PATH}?language=cs&sort=position`)).json().items as {
      id: number;
      fileId: number;
    }[];
    const ids = list.map((d) => d.id);
    expect((await put(admin, `${PATH}/order`, { locale: 'cs', ids: [...ids].reverse() })).statusCode).toBe(204);
    expect(await titles(user, 'cs')).toEqual(['Hotely', 'Propozice']);
    // Every document of the language exactly once.
    const partial = await put(admin, `${PATH}/order`, { locale: 'cs', ids: [ids[0]] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toEqual({ ids: { key: 'invalidValue' } });
    expect((await put(admin, `${PATH}/order`, { locale: 'cs', ids: [ids[0], ids[0]] })).statusCode).toBe(400);
    expect(await titles(user, 'cs')).toEqual(['Hotely', 'Propozice']);

    const moved = await put(admin, `${PATH}/${ids[0]}`, { title: 'Rules', locale: 'en' });
    expect(moved.json()).toMatchObject({ title: 'Rules', locale: 'en', position: 1 });
    expect(await titles(user, 'en')).toEqual(['Bulletin', 'Rules']);

    const removed = await admin.request({ method: 'DELETE', url: `${PATH}/${ids[1]}` });
    expect(removed.statusCode).toBe(204);
    expect(await titles(user, 'cs')).toEqual([]);
    expect(await database.db.select().from(registrationFiles).where(eq(registrationFiles.id, list[1].fileId))).toEqual(
      [],
    );
    const csv = await admin.get(`${PATH}?language=en&format=csv&locale=en`);
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['Bulletin', 'Rules']);
  });

  it('publishes only files the admin uploaded and nothing else uses; others may not publish', async () => {
    const foreign = await upload(user, 'mine.pdf');
    const refused = await admin.post(PATH, { fileId: foreign, title: 'X', locale: 'cs' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ fileId: { key: 'invalidValue' } });
    const own = await upload(admin, 'twice.pdf');
    expect((await admin.post(PATH, { fileId: own, title: 'Once', locale: 'cs' })).statusCode).toBe(201);
    expect((await admin.post(PATH, { fileId: own, title: 'Twice', locale: 'en' })).statusCode).toBe(400);
    expect((await user.post(PATH, { fileId: foreign, title: 'X', locale: 'cs' })).statusCode).toBe(403);
    expect((await put(user, `${PATH}/order`, { locale: 'cs', ids: [] })).statusCode).toBe(403);
    expect((await user.get(PATH)).statusCode).toBe(403);
  });
});
