import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clubs, configurations, invoiceItems, mailOutbox } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createCountry,
  createPricelist,
  createUser,
  registrationBody,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let price: Awaited<ReturnType<typeof createPricelist>>;
let czechia: number;
let germany: number;
let categories: number[];

const signIn = async (roles: string[] = ['ROLE_USER']) => {
  const user = await createUser(database.db, { roles: roles as never });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};
const put = (client: TestClient, url: string, payload: object) => client.request({ method: 'PUT', url, payload });
const setWindow = (key: string, value: string | null) =>
  database.db.update(configurations).set({ value }).where(eq(configurations.key, key));
const PAST = '2020-01-01T00:00:00+01:00';
const clubCount = async () => (await database.db.select({ n: count() }).from(clubs))[0].n;

/** A team with the hotel package: 12 persons, 2 in single rooms, Monday lunch for all, VIP party for 2. */
const hotelTeam = (categoryId: number) => ({
  teamCategoryId: categoryId,
  bundlePricelistItemId: price.items.hotelPackage.id,
  bundlePersons: 12,
  singleRoomPersons: 2,
  handballPersons: 12,
  vipPartyPersons: 2,
});
const schoolExtra = () => ({ bundlePricelistItemId: price.items.schoolNight.id, bundlePersons: 2 });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  price = await createPricelist(database.db);
  czechia = (await createCountry(database.db, 'CZ', 'CZK')).id;
  germany = (await createCountry(database.db, 'DE', 'EUR')).id;
  categories = [(await createCategory(database.db)).id, (await createCategory(database.db)).id];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('club registration pricing through the API', () => {
  it('bills a Czech club in CZK: nights, single rooms, lunch, extra persons, a separate VIP party invoice', async () => {
    const { client, user } = await signIn();
    const res = await client.post(
      '/api/v1/web/club-registrations',
      registrationBody(czechia, categories[0], { teams: [hotelTeam(categories[0])], extraPersons: [schoolExtra()] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const registration = res.json();
    expect(registration.registrationState).toBe('new');
    // fee 3750 + package 12 × 5890 + single room 2 × 4 nights × 620 + lunch 12 × 220 + VIP 2 × 620
    // + extra persons 2 × 4 nights × 450.50
    expect(registration.finance).toMatchObject({ currency: 'CZK', toPay: '86874.00', paid: '0.00', rest: '86874.00' });
    const invoices = registration.finance.invoices;
    expect(invoices.map((i: { total: string }) => i.total)).toEqual(['14954.00', '70680.00', '1240.00']);
    expect(invoices.map((i: { separate: boolean }) => i.separate)).toEqual([false, false, true]);
    expect(invoices[0].variableSymbol).toMatch(/^\d{4}0{0,5}\d+$/);
    expect(invoices[0].number).toBe(`${invoices[0].variableSymbol}-1`);
    expect(registration.links.map((l: { operationId: string }) => l.operationId)).toContain('updateClubRegistration');

    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.username));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('86');
    expect(mails[0].subject).toContain(registration.name);
  });

  it('bills a German club in EUR', async () => {
    const { client } = await signIn();
    const res = await client.post(
      '/api/v1/web/club-registrations',
      registrationBody(germany, categories[0], { teams: [hotelTeam(categories[0])], extraPersons: [schoolExtra()] }),
    );
    expect(res.statusCode).toBe(201);
    // 150 + 12 × 235 + 2 × 4 × 25 + 12 × 9 + 2 × 25 + 2 × 4 × 18.50
    expect(res.json().finance).toMatchObject({ currency: 'EUR', toPay: '3476.00' });
  });

  it('keeps a discount granted on an item, and a new team changes the amount', async () => {
    const { client } = await signIn();
    const body = registrationBody(germany, categories[0], {
      teams: [{ teamCategoryId: categories[0], bundlePersons: 0 }],
    });
    const created = (await client.post('/api/v1/web/club-registrations', body)).json();
    expect(created.finance.toPay).toBe('150.00');
    // The office grants 10 % off the entry fee.
    await database.db.update(invoiceItems).set({ discountPercent: '10.00' }).where(eq(invoiceItems.clubId, created.id));
    const url = `/api/v1/web/club-registrations/${created.id}`;
    const teams = [
      ...created.teams.map((t: { id: number; teamCategoryId: number }) => ({
        id: t.id,
        teamCategoryId: t.teamCategoryId,
      })),
      { teamCategoryId: categories[1] },
      { teamCategoryId: categories[1], teamStartServiceLevelId: price.superiorLevelId },
    ];
    const updated = await put(client, url, { ...body, teams });
    expect(updated.statusCode).toBe(200);
    // 2 × 150 less 10 % (one line of the generic fee) + Superior fee 180
    expect(updated.json().finance.toPay).toBe('450.00');
    expect(updated.json().teams).toHaveLength(3);
    // Missing or empty person counts are 0.
    expect(updated.json().teams[1]).toMatchObject({ bundlePersons: 0, handballPersons: 0, singleRoomPersons: 0 });
  });

  it('answers validation errors as field keys and writes nothing', async () => {
    const { client } = await signIn();
    const before = await clubCount();
    const empty = await client.post(
      '/api/v1/web/club-registrations',
      registrationBody(czechia, categories[0], {
        teams: [],
        agreeToTerms: false,
        tournamentContactPhone: '601 123 456',
      }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      teams: { key: 'teamsRequired' },
      agreeToTerms: { key: 'termsRequired' },
      tournamentContactPhone: { key: 'phoneInvalid' },
    });
    // The school package has no single rooms: the pricing refuses, after the checks of the body.
    const single = await client.post(
      '/api/v1/web/club-registrations',
      registrationBody(czechia, categories[0], {
        teams: [
          {
            teamCategoryId: categories[0],
            bundlePricelistItemId: price.items.schoolNight.id,
            bundlePersons: 5,
            singleRoomPersons: 1,
          },
        ],
      }),
    );
    expect(single.statusCode).toBe(400);
    expect(single.json().fields['teams.0.singleRoomPersons']).toEqual({
      key: 'singleRoomUnavailable',
      params: { item: 'School per night' },
    });
    const unknown = await client.post(
      '/api/v1/web/club-registrations',
      registrationBody(czechia, 999_999, { uploadedFilesId: [999_999] }),
    );
    expect(unknown.json().fields).toMatchObject({
      'teams.0.teamCategoryId': { key: 'invalidValue' },
      'uploadedFilesId.0': { key: 'invalidValue' },
    });
    expect(await clubCount()).toBe(before);
  });
});

describe('registration windows', () => {
  it('create only inside its window; super admin and late registration always', async () => {
    await setWindow('club_registration_till', PAST);
    try {
      const body = registrationBody(czechia, categories[0]);
      const before = await clubCount();
      expect((await (await signIn()).client.post('/api/v1/web/club-registrations', body)).statusCode).toBe(403);
      expect(
        (await (await signIn(['ROLE_USER', 'ROLE_ADMIN'])).client.post('/api/v1/web/club-registrations', body))
          .statusCode,
      ).toBe(403);
      expect(await clubCount()).toBe(before);
      const late = await signIn(['ROLE_USER', 'ROLE_LATE_REGISTRATION']);
      expect((await late.client.post('/api/v1/web/club-registrations', body)).statusCode).toBe(201);
      const superAdmin = await signIn(['ROLE_USER', 'ROLE_SUPER_ADMIN']);
      expect((await superAdmin.client.post('/api/v1/web/club-registrations', body)).statusCode).toBe(201);
      const me = (await (await signIn()).client.get('/api/v1/web/users/me')).json();
      expect(me.links.map((l: { operationId: string }) => l.operationId)).not.toContain('createClubRegistration');
    } finally {
      await setWindow('club_registration_till', null);
    }
  });

  it('update only inside its window, except country and region; teams only before the team deadline', async () => {
    const { client } = await signIn();
    const body = registrationBody(czechia, categories[0]);
    const created = (await client.post('/api/v1/web/club-registrations', body)).json();
    const url = `/api/v1/web/club-registrations/${created.id}`;
    const same = { ...body, teams: [{ id: created.teams[0].id, teamCategoryId: categories[0], bundlePersons: 12 }] };
    const superAdmin = await signIn(['ROLE_USER', 'ROLE_SUPER_ADMIN']);

    await setWindow('club_registration_edit_till', PAST);
    try {
      expect((await put(client, url, { ...same, city: 'Otrokovice' })).statusCode).toBe(403);
      // A billing street left in a form without a different billing address is no change.
      const moved = await put(client, url, { ...same, countryId: germany, invoiceStreet: 'Stará 1' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        countryId: germany,
        editable: { registration: false, countryAndRegion: true },
      });
      expect(moved.json().finance.currency).toBe('EUR');
      expect(moved.json().links.map((l: { operationId: string }) => l.operationId)).not.toContain(
        'updateClubRegistration',
      );
      expect((await put(superAdmin.client, url, { ...same, city: 'Otrokovice' })).statusCode).toBe(200);
    } finally {
      await setWindow('club_registration_edit_till', null);
    }

    await setWindow('club_team_add_till', PAST);
    try {
      const moreTeams = { ...same, teams: [...same.teams, { teamCategoryId: categories[1] }] };
      expect((await put(client, url, moreTeams)).statusCode).toBe(403);
      expect((await put(client, url, { ...same, teams: [{ ...same.teams[0], bundlePersons: 13 }] })).statusCode).toBe(
        403,
      );
      expect((await put(client, url, { ...same, city: 'Vizovice' })).statusCode).toBe(200);
      const added = await put(superAdmin.client, url, moreTeams);
      expect(added.statusCode).toBe(200);
      expect(added.json().teams).toHaveLength(2);
    } finally {
      await setWindow('club_team_add_till', null);
    }
  });
});
