import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createHall, createMatch, createReferee, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
const PATH = '/api/v1/admin/places';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const signIn = async (roles: string[]) => {
  const account = await createUser(database.db, { roles: roles as never });
  const client = new TestClient(app);
  await client.login(account.username, TEST_PASSWORD);
  return { account, client };
};
const body = (overrides: Record<string, unknown> = {}) => ({
  placeTypeId: 2,
  code: null,
  nameCs: 'Hotel Pyramida',
  nameEn: 'Pyramida Hotel',
  descriptionCs: 'Snídaně od 7:00',
  descriptionEn: 'Breakfast from 7:00',
  address: 'Bělohorská 24, Praha',
  lat: 50.08,
  lng: 14.38,
  link: 'https://example.com/pyramida',
  isActive: true,
  visibleOnMap: true,
  defaultRefereeAccommodation: false,
  allowedTrainingTypesIds: [],
  openingHours: [],
  ...overrides,
});
const put = (url: string, payload: object) => admin.request({ method: 'PUT', url, payload });
const del = (url: string) => admin.request({ method: 'DELETE', url });
const staticPlace = async (id: number) => {
  const bundle = (await new TestClient(app).get('/api/v1/competition/static')).json();
  return bundle.places.find((place: { id: number }) => place.id === id);
};
const upload = async (filename: string) => {
  const boundary = '----tms-place';
  const res = await admin.request({
    method: 'POST',
    url: '/api/v1/web/files',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = (await signIn(['ROLE_USER', 'ROLE_ADMIN'])).client;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('places in the back-office', () => {
  it('creates a place with both texts and opening hours; the list and its CSV export show it', async () => {
    const res = await admin.post(
      PATH,
      body({
        placeTypeId: 1,
        code: 'ZH1',
        openingHours: [
          { day: '2025-04-19', from: '08:00', to: '20:00' },
          { day: '2025-04-18', from: '07:30', to: '21:00' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const place = res.json();
    expect(place).toMatchObject({ code: 'ZH1', nameCs: 'Hotel Pyramida', nameEn: 'Pyramida Hotel', matches: 0 });
    expect(place.openingHours.map((h: { day: string }) => h.day)).toEqual(['2025-04-18', '2025-04-19']);

    const list = (await admin.get(`${PATH}?q=zh1&locale=en`)).json();
    expect(list.items).toEqual([expect.objectContaining({ id: place.id, name: 'Pyramida Hotel', placeTypeId: 1 })]);
    const csv = await admin.get(`${PATH}?q=zh1&format=csv&locale=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Pyramida Hotel');
    const xlsx = await admin.get(`${PATH}?q=zh1&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const taken = await createHall(database.db);
    const res = await admin.post(
      PATH,
      body({
        nameCs: ' ',
        lat: 50,
        lng: null,
        link: 'javascript:alert(1)',
        placeTypeId: 9,
        openingHours: [{ day: '2025-04-18', from: '20:00', to: '08:00' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'link',
      'lng',
      'nameCs',
      'openingHours.0.to',
      'placeTypeId',
    ]);
    const duplicate = await admin.post(PATH, body({ code: taken.code, nameCs: 'Duplicate' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields).toEqual({ code: { key: 'duplicate' } });
    expect((await admin.get(`${PATH}?q=duplicate`)).json().total).toBe(0);
  });

  it("a changed Czech name is public at once; the hall's reporter stays", async () => {
    const reporter = (await signIn(['ROLE_USER', 'ROLE_COMPETITION_REPORTER'])).account;
    const hall = await createHall(database.db, { data: { hall_reporter: reporter.id } });
    // The public bundle is cached: read it once so the change has to drop it.
    expect((await staticPlace(hall.id)).translations.find((t: { locale: string }) => t.locale === 'cs').name).toMatch(
      /^Hala/,
    );
    const detail = (await admin.get(`${PATH}/${hall.id}`)).json();
    const {
      id: _id,
      files: _f,
      reporterId: _r,
      matches: _m,
      createdAt: _c,
      updatedAt: _u,
      links: _l,
      ...values
    } = detail;
    const res = await put(`${PATH}/${hall.id}`, { ...values, nameCs: 'Sportovní hala Újezd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nameCs: 'Sportovní hala Újezd', reporterId: reporter.id });
    const names = (await staticPlace(hall.id)).translations.map((t: { locale: string; name: string }) => [
      t.locale,
      t.name,
    ]);
    expect(names).toEqual(expect.arrayContaining([['cs', 'Sportovní hala Újezd']]));
    const audit = (await admin.get(`/api/v1/admin/audit?entity=place&id=${hall.id}`)).json();
    expect(audit.items[0]).toMatchObject({ action: 'update', newValues: { nameCs: 'Sportovní hala Újezd' } });
  });

  it('refuses to delete a hall that hosts matches, naming them; it can be deactivated; an unused place goes', async () => {
    const hall = await createHall(database.db, { code: 'H07' });
    await createMatch(database.db, { placeId: hall.id });
    await createMatch(database.db, { placeId: hall.id });
    await createReferee(database.db, { accommodationPlaceId: hall.id });

    const refused = await del(`${PATH}/${hall.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'in_use',
      message: 'hall H07 hosts 2 matches and accommodates 1 referee',
      record: 'hall H07',
      usages: [
        { kind: 'matches', count: 2 },
        { kind: 'refereeAccommodations', count: 1 },
      ],
    });
    expect((await admin.get(`${PATH}/${hall.id}`)).json()).toMatchObject({ matches: 2 });

    const detail = (await admin.get(`${PATH}/${hall.id}`)).json();
    const {
      id: _id,
      files: _f,
      reporterId: _r,
      matches: _m,
      createdAt: _c,
      updatedAt: _u,
      links: _l,
      ...values
    } = detail;
    expect((await put(`${PATH}/${hall.id}`, { ...values, isActive: false })).json()).toMatchObject({ isActive: false });

    const unused = (await admin.post(PATH, body())).json();
    expect((await del(`${PATH}/${unused.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${PATH}/${unused.id}`)).statusCode).toBe(404);
    expect(await staticPlace(unused.id)).toBeUndefined();
  });

  it('attaches uploaded files in order, serves them publicly, reorders and removes them', async () => {
    const place = (await admin.post(PATH, body({ nameCs: 'Restaurace', placeTypeId: 3 }))).json();
    const first = await upload('menu.pdf');
    const second = await upload('map.pdf');
    expect((await admin.post(`${PATH}/${place.id}/files`, { fileId: first })).statusCode).toBe(201);
    const withBoth = (await admin.post(`${PATH}/${place.id}/files`, { fileId: second })).json();
    expect(withBoth.files.map((f: { filename: string }) => f.filename)).toEqual(['menu.pdf', 'map.pdf']);
    // A file is attached once.
    expect((await admin.post(`${PATH}/${place.id}/files`, { fileId: first })).statusCode).toBe(400);

    const anonymous = await new TestClient(app).get(withBoth.files[0].url);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const ids = withBoth.files.map((f: { id: number }) => f.id);
    expect((await put(`${PATH}/${place.id}/files/order`, { ids: [ids[0]] })).statusCode).toBe(400);
    const reordered = (await put(`${PATH}/${place.id}/files/order`, { ids: [ids[1], ids[0]] })).json();
    expect(reordered.files.map((f: { filename: string }) => f.filename)).toEqual(['map.pdf', 'menu.pdf']);
    expect((await staticPlace(place.id)).files.map((f: { filename: string }) => f.filename)).toEqual([
      'map.pdf',
      'menu.pdf',
    ]);

    const removed = (await del(`${PATH}/${place.id}/files/${ids[1]}`)).json();
    expect(removed.files.map((f: { filename: string }) => f.filename)).toEqual(['menu.pdf']);
    expect((await new TestClient(app).get(withBoth.files[1].url)).statusCode).toBe(404);
  });
});
