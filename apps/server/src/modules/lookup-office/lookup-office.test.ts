import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { competitionTeams } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createClub,
  createCountry,
  createMatch,
  createPricelist,
  createTeam,
  createUser,
  registrationBody,
  roundLevelId,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let price: Awaited<ReturnType<typeof createPricelist>>;
const ADMIN = '/api/v1/admin';

const signIn = async (roles: string[]) => {
  const account = await createUser(database.db, { roles: roles as never, locale: 'en' });
  const client = new TestClient(app);
  await client.login(account.username, TEST_PASSWORD);
  return client;
};
const put = (client: TestClient, url: string, payload: object) => client.request({ method: 'PUT', url, payload });
const del = (url: string) => admin.request({ method: 'DELETE', url });
/** The record as its form sends it back: without the read-only fields. */
const values = <T extends Record<string, unknown>>(record: T, readOnly: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !['id', 'links', ...readOnly].includes(key)));
const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;
const pricelistValues = (item: Record<string, unknown>) => values(item, ['isSystem']);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await signIn(['ROLE_USER', 'ROLE_ADMIN']);
  price = await createPricelist(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('pricelist', () => {
  it('a price change leaves issued invoices unchanged; items derived after it take the new price', async () => {
    const owner = await signIn(['ROLE_USER']);
    const categoryId = (await createCategory(database.db)).id;
    const countryId = (await createCountry(database.db, 'CZ', 'CZK')).id;
    const body = registrationBody(countryId, categoryId, {
      teams: [{ teamCategoryId: categoryId, bundlePricelistItemId: price.items.hotelPackage.id, bundlePersons: 10 }],
    });
    const registration = (await owner.post('/api/v1/web/club-registrations', body)).json();
    type Invoice = { supplierId: number | null; url: string; number: string };
    const hotelInvoice = (finance: { invoices: Invoice[] }) =>
      finance.invoices.find((invoice) => invoice.supplierId === price.hotel.id);
    const issued = hotelInvoice(registration.finance);
    expect(issued).toMatchObject({ total: '58900.00' });
    const issuedPdf = await pdfText((await owner.get(issued!.url)).rawPayload);
    expect(issuedPdf).toContain('58');

    const url = `${ADMIN}/pricelist-items/${price.items.hotelPackage.id}`;
    const item = (await admin.get(url)).json();
    expect(item).toMatchObject({ priceCzk: '5890.00', priceEur: '235.00' });
    const changed = await put(admin, url, { ...pricelistValues(item), priceCzk: '6100.50' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().priceCzk).toBe('6100.50');

    const marked = await put(admin, url, { ...pricelistValues(item), priceCzk: '6100.50', accommodationKind: 'hotel' });
    expect(marked.json()).toMatchObject({ accommodationKind: 'hotel' });
    const unmarked = await put(admin, url, { ...pricelistValues(marked.json()), accommodationKind: null });
    expect(unmarked.json()).toMatchObject({ accommodationKind: null });

    const detail = (await owner.get(`/api/v1/web/clubs/${registration.id}`)).json();
    expect(hotelInvoice(detail.finance)).toEqual(issued);
    expect(await pdfText((await owner.get(issued!.url)).rawPayload)).toBe(issuedPdf);

    // The club changes its registration: its items are derived again, at today's price.
    const teams = registration.teams.map((team: { id: number }) => ({
      id: team.id,
      teamCategoryId: categoryId,
      bundlePricelistItemId: price.items.hotelPackage.id,
      bundlePersons: 10,
    }));
    const updated = await put(owner, `/api/v1/web/club-registrations/${registration.id}`, { ...body, teams });
    expect(updated.statusCode).toBe(200);
    expect(hotelInvoice(updated.json().finance)).toMatchObject({ number: issued!.number, total: '61005.00' });
  });

  it('validates prices and references with field messages; a used item is refused, an unused one deleted', async () => {
    const base = pricelistValues((await admin.get(`${ADMIN}/pricelist-items/${price.items.breakfast.id}`)).json());
    const bad = await admin.post(`${ADMIN}/pricelist-items`, {
      ...base,
      nameCs: '',
      priceCzk: '12.345',
      unit: 'decade',
      supplierId: 999999,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['nameCs', 'priceCzk', 'unit']);
    const noSupplier = await admin.post(`${ADMIN}/pricelist-items`, { ...base, supplierId: 999999 });
    expect(noSupplier.json().fields).toEqual({ supplierId: { key: 'invalidValue' } });

    const team = await createTeam(database.db);
    await database.db
      .update(competitionTeams)
      .set({ bundlePricelistItemId: price.items.schoolNight.id })
      .where(eq(competitionTeams.id, team.id));
    const refused = await del(`${ADMIN}/pricelist-items/${price.items.schoolNight.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'in_use', usages: [{ kind: 'teams', count: 1 }] });

    const notAPackage = await admin.post(`${ADMIN}/pricelist-items`, { ...base, accommodationKind: 'school' });
    expect(notAPackage.statusCode).toBe(400);
    expect(notAPackage.json().fields).toEqual({ accommodationKind: { key: 'accommodationKindNotPackage' } });
    const badKind = await admin.post(`${ADMIN}/pricelist-items`, {
      ...base,
      serviceTypeId: 1,
      accommodationKind: 'tent',
    });
    expect(Object.keys(badKind.json().fields)).toEqual(['accommodationKind']);

    const created = (await admin.post(`${ADMIN}/pricelist-items`, { ...base, nameEn: 'Late snack' })).json();
    expect((await del(`${ADMIN}/pricelist-items/${created.id}`)).statusCode).toBe(204);
  });
});

describe('categories and service levels', () => {
  const category = {
    code: 'wf',
    gender: 'female',
    birthDateMin: '2014-01-01',
    birthDateMax: null,
    matchLength: 24,
    matchLengthByRoundLevel: [] as { roundLevelId: number; minutes: number }[],
    weight: 90,
    maxTeams: null,
    otherGenderMax: 3,
    rosterPlayersMin: 5,
    rosterPlayersMax: 14,
    rosterLeadersMin: null,
    rosterLeadersMax: null,
    isActive: true,
  };

  it('keeps the girls/boys exception, match lengths per round level and roster limits as data', async () => {
    const finals = await roundLevelId(database.db, 'final');
    const res = await admin.post(`${ADMIN}/team-categories`, {
      ...category,
      matchLengthByRoundLevel: [{ roundLevelId: finals, minutes: 30 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'WF',
      otherGenderMax: 3,
      matchLengthByRoundLevel: [{ roundLevelId: finals, minutes: 30 }],
      rosterPlayersMax: 14,
      teams: 0,
    });
    const enums = (await new TestClient(app).get('/api/v1/web/enums')).json();
    expect(enums.teamCategories.map((c: { code: string }) => c.code)).toContain('WF');

    const bad = await admin.post(`${ADMIN}/team-categories`, {
      ...category,
      code: 'WF',
      birthDateMax: '2010-01-01',
      rosterPlayersMax: 3,
      matchLengthByRoundLevel: [
        { roundLevelId: finals, minutes: 30 },
        { roundLevelId: finals, minutes: 20 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'birthDateMax',
      'matchLengthByRoundLevel.1.roundLevelId',
      'rosterPlayersMax',
    ]);
    const taken = await admin.post(`${ADMIN}/team-categories`, category);
    expect(taken.json().fields).toEqual({ code: { key: 'duplicate' } });
  });

  it('refuses to delete a category with teams and matches, and a service level with a fee', async () => {
    const used = await createCategory(database.db, { code: 'MZ' });
    await createMatch(database.db, { categoryId: used.id });
    const refused = await del(`${ADMIN}/team-categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'category MZ hosts 1 match, is used by 2 teams and has 1 group',
      usages: [
        { kind: 'matches', count: 1 },
        { kind: 'teams', count: 2 },
        { kind: 'groups', count: 1 },
      ],
    });
    const level = await del(`${ADMIN}/service-levels/${price.superiorLevelId}`);
    expect(level.json()).toMatchObject({ error: 'in_use', usages: [{ kind: 'pricelistItems', count: 1 }] });
    const fresh = (await admin.post(`${ADMIN}/service-levels`, { name: 'Economy', isActive: true })).json();
    expect((await admin.post(`${ADMIN}/service-levels`, { name: 'Economy', isActive: true })).statusCode).toBe(400);
    expect(
      (await put(admin, `${ADMIN}/service-levels/${fresh.id}`, { name: 'Economy', isActive: false })).json(),
    ).toMatchObject({ isActive: false });
    expect((await del(`${ADMIN}/service-levels/${fresh.id}`)).statusCode).toBe(204);
  });
});

describe('countries', () => {
  it('a country with names, currency and regions; a region a club has stays; a country with clubs is kept', async () => {
    const created = await admin.post(`${ADMIN}/countries`, {
      countryCode: 'sk',
      currencyCode: 'EUR',
      languageCode: 'sk',
      nameCs: 'Slovensko',
      nameEn: 'Slovakia',
      regions: [
        { code: 'BA', name: 'Bratislavský kraj' },
        { code: 'KE', name: 'Košický kraj' },
      ],
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    const country = created.json();
    expect(country).toMatchObject({ countryCode: 'SK', nameCs: 'Slovensko', currencyCode: 'EUR', clubs: 0 });
    const kosice = country.regions.find((r: { code: string }) => r.code === 'KE');
    await createClub(database.db, { countryId: country.id, regionId: kosice.id });

    const form = values(country, ['clubs']);
    const dropped = await put(admin, `${ADMIN}/countries/${country.id}`, {
      ...form,
      regions: [{ code: 'BA', name: 'Bratislava' }],
    });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json()).toMatchObject({ error: 'in_use', record: 'region KE' });
    const renamed = await put(admin, `${ADMIN}/countries/${country.id}`, {
      ...form,
      nameEn: 'Slovak Republic',
      regions: [{ code: 'KE', name: 'Košice Region' }],
    });
    expect(renamed.json()).toMatchObject({
      nameEn: 'Slovak Republic',
      regions: [{ code: 'KE', name: 'Košice Region' }],
    });

    const refused = await del(`${ADMIN}/countries/${country.id}`);
    expect(refused.json()).toMatchObject({ error: 'in_use', message: 'country SK is the country of 1 club' });
    const duplicate = await admin.post(`${ADMIN}/countries`, { ...form, regions: [] });
    expect(duplicate.json().fields).toEqual({ countryCode: { key: 'duplicate' } });
    const csv = await admin.get(`${ADMIN}/countries?q=slovak&format=csv&locale=en`);
    expect(csv.body).toContain('Slovak Republic');
  });
});
