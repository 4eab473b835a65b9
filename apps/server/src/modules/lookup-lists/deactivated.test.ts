import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  clubs,
  countries,
  invoiceItems,
  places,
  pricelistItems,
  referees,
  serviceLevels,
  teamCategories,
  tshirtSizes,
} from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createCountry,
  createHall,
  createPricelist,
  createUser,
  registrationBody,
} from '../../test/factories';

// A deactivated country, category, service level, package or hotel is offered to no new choice
// (400 `notOffered` on the field) while what already holds it keeps it and still reads it.

let database: Database;
let app: FastifyInstance;
let price: Awaited<ReturnType<typeof createPricelist>>;

const signIn = async () => {
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return client;
};
const put = (client: TestClient, url: string, payload: object) => client.request({ method: 'PUT', url, payload });
const rows = async (table: typeof clubs | typeof referees) =>
  (await database.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  price = await createPricelist(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('deactivated records in the club registration', () => {
  it('refuses a new choice of them and keeps them for the club that has them', async () => {
    const db = database.db;
    const country = (await createCountry(db, 'AT', 'EUR')).id;
    const otherCountry = (await createCountry(db, 'HU', 'EUR')).id;
    const category = (await createCategory(db)).id;
    const team = {
      teamCategoryId: category,
      teamStartServiceLevelId: price.superiorLevelId,
      bundlePricelistItemId: price.items.hotelPackage.id,
      bundlePersons: 12,
    };
    const extra = { bundlePricelistItemId: price.items.schoolNight.id, bundlePersons: 2 };
    const owner = await signIn();
    const body = registrationBody(country, category, { teams: [team], extraPersons: [extra] });
    const created = await owner.post('/api/v1/web/club-registrations', body);
    expect(created.statusCode).toBe(201);
    const registration = created.json();
    // The club's invoice lines (derived again on every save, so compared by content).
    const lines = () =>
      db
        .select({
          pricelistItemId: invoiceItems.pricelistItemId,
          nameEn: invoiceItems.nameEn,
          quantity: invoiceItems.quantity,
          unitPrice: invoiceItems.unitPrice,
        })
        .from(invoiceItems)
        .where(eq(invoiceItems.clubId, registration.id))
        .orderBy(asc(invoiceItems.position));
    const billed = await lines();
    expect(billed.map((line) => line.pricelistItemId)).toContain(price.items.hotelPackage.id);

    await db
      .update(countries)
      .set({ isActive: false })
      .where(inArray(countries.id, [country, otherCountry]));
    await db.update(teamCategories).set({ isActive: false }).where(eq(teamCategories.id, category));
    await db.update(serviceLevels).set({ isActive: false }).where(eq(serviceLevels.id, price.superiorLevelId));
    await db
      .update(pricelistItems)
      .set({ isActive: false })
      .where(inArray(pricelistItems.id, [price.items.hotelPackage.id, price.items.schoolNight.id]));
    try {
      // The lists still carry them, marked, so what holds them still shows them.
      const enums = (await owner.get('/api/v1/web/enums')).json();
      expect(enums.countries.find((c: { id: number }) => c.id === country)).toMatchObject({ isActive: false });
      expect(enums.teamCategories.find((c: { id: number }) => c.id === category)).toMatchObject({ isActive: false });
      expect(enums.serviceLevels.find((l: { id: number }) => l.id === price.superiorLevelId)).toMatchObject({
        isActive: false,
      });
      expect(enums.pricelistItems.find((i: { id: number }) => i.id === price.items.hotelPackage.id)).toMatchObject({
        isActive: false,
      });

      const before = await rows(clubs);
      const refused = await (await signIn()).post('/api/v1/web/club-registrations', {
        ...body,
        name: 'Another club',
      });
      expect(refused.statusCode).toBe(400);
      const notOffered = { key: 'notOffered' };
      expect(refused.json().fields).toEqual({
        countryId: notOffered,
        'teams.0.teamCategoryId': notOffered,
        'teams.0.teamStartServiceLevelId': notOffered,
        'teams.0.bundlePricelistItemId': notOffered,
        'extraPersons.0.bundlePricelistItemId': notOffered,
      });
      expect(refused.json().message).toBe('This choice is no longer offered; choose another.');
      expect(await rows(clubs)).toBe(before);

      // The club keeps its choices: its saved registration is accepted unchanged and reads them.
      const url = `/api/v1/web/club-registrations/${registration.id}`;
      const kept = {
        ...body,
        teams: [{ ...team, id: registration.teams[0].id }],
        extraPersons: [{ ...extra, id: registration.extraPersons[0].id }],
      };
      const saved = await put(owner, url, kept);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().teams[0]).toMatchObject({
        teamCategoryId: category,
        teamStartServiceLevelId: price.superiorLevelId,
        bundlePricelistItemId: price.items.hotelPackage.id,
      });
      expect(saved.json().extraPersons[0].bundlePricelistItemId).toBe(price.items.schoolNight.id);
      expect(await lines()).toEqual(billed);
      // Another inactive country is a new choice even for the club.
      const moved = await put(owner, url, { ...kept, countryId: otherCountry });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().fields).toEqual({ countryId: notOffered });
    } finally {
      await db.update(serviceLevels).set({ isActive: true }).where(eq(serviceLevels.id, price.superiorLevelId));
      await db.update(pricelistItems).set({ isActive: true });
    }
  });
});

describe('deactivated records in the referee registration', () => {
  it('refuses a new choice of a deactivated country or hotel and keeps them for the referee that has them', async () => {
    const db = database.db;
    const country = (await createCountry(db, 'SK', 'EUR')).id;
    const hotel = (await createHall(db, { placeTypeId: 2, defaultRefereeAccommodation: true })).id;
    const activeHotel = (await createHall(db, { placeTypeId: 2, defaultRefereeAccommodation: true })).id;
    const [{ id: tshirtSizeId }] = await db.insert(tshirtSizes).values({ code: 'XL' }).returning();
    const body = {
      firstName: 'Ján',
      lastName: 'Kováč',
      birthYear: 1988,
      sex: 'male',
      email: 'jan.kovac@example.com',
      phone: '+421 905 123 456',
      countryId: country,
      arrivalDate: '2025-04-17',
      departureDate: '2025-04-21',
      wantsAccommodation: true,
      accommodationPlaceId: hotel,
      tshirtSizeId,
      paymentType: 'czk_payment',
      accountPrefix: '19',
      accountNumber: '2000145399',
      bankCode: '0800',
      accountHoldersName: 'Ján Kováč',
      agreeToTerms: true,
    };
    const owner = await signIn();
    const created = await owner.post('/api/v1/web/referee-registrations', body);
    expect(created.statusCode).toBe(201);

    await db.update(countries).set({ isActive: false }).where(eq(countries.id, country));
    await db.update(places).set({ isActive: false }).where(eq(places.id, hotel));
    const before = await rows(referees);
    const other = await signIn();
    const byCountry = await other.post('/api/v1/web/referee-registrations', {
      ...body,
      accommodationPlaceId: activeHotel,
    });
    expect(byCountry.statusCode).toBe(400);
    expect(byCountry.json().fields).toEqual({ countryId: { key: 'notOffered' } });
    const activeCountry = (await createCountry(db, 'PL', 'EUR')).id;
    const byHotel = await other.post('/api/v1/web/referee-registrations', { ...body, countryId: activeCountry });
    expect(byHotel.statusCode).toBe(400);
    expect(byHotel.json().fields).toEqual({ accommodationPlaceId: { key: 'notOffered' } });
    expect(await rows(referees)).toBe(before);

    const saved = await put(owner, `/api/v1/web/referee-registrations/${created.json().id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ countryId: country, accommodationPlaceId: hotel });
  });
});

describe('category roster limits in the static bundle', () => {
  it('carries each category with its roster limits and whether it is active', async () => {
    const category = await createCategory(database.db, { rosterPlayersMax: 12, rosterLeadersMin: 2, isActive: false });
    const bundle = (await (await signIn()).get('/api/v1/competition/static')).json();
    expect(bundle.teamCategories.find((c: { id: number }) => c.id === category.id)).toMatchObject({
      rosterPlayersMin: null,
      rosterPlayersMax: 12,
      rosterLeadersMin: 2,
      rosterLeadersMax: null,
      isActive: false,
    });
  });
});
