import { refereeRegistrationDetail } from '@tms/domain/contract/referees';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { configurations, mailOutbox, refereeInHalls, referees, tshirtSizes, users } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createCountry, createHall, createReferee, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let czechia: number;
let germany: number;
let hotel: number;
let tshirt: number;

const URL = '/api/v1/web/referee-registrations';
const PAST = '2020-01-01T00:00:00+01:00';

const signIn = async (roles: string[] = ['ROLE_USER']) => {
  const user = await createUser(database.db, { roles: roles as never });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};
const put = (client: TestClient, url: string, payload: object) => client.request({ method: 'PUT', url, payload });
const setConfig = (key: string, value: string | null) =>
  database.db.update(configurations).set({ value }).where(eq(configurations.key, key));
const refereeCount = async () => (await database.db.select({ n: count() }).from(referees))[0].n;

const czechBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jan',
  lastName: 'Novák',
  birthYear: 1990,
  sex: 'male',
  email: 'jan.novak@example.com',
  phone: '+420601123456',
  countryId: czechia,
  arrivalDate: '2025-04-17',
  departureDate: '2025-04-21',
  wantsAccommodation: true,
  accommodationPlaceId: hotel,
  wantsSingleRoom: true,
  accompanimentPersons: 1,
  mealVouchers: 6,
  tshirtSizeId: tshirt,
  paymentType: 'czk_payment',
  accountPrefix: '19',
  accountNumber: '2000145399',
  bankCode: '0800',
  accountHoldersName: 'Jan Novák',
  agreeToTerms: true,
  ...overrides,
});
const foreignBody = (overrides: Record<string, unknown> = {}) =>
  czechBody({
    firstName: 'Hans',
    lastName: 'Müller',
    email: 'hans@example.com',
    phone: '+49 30 901820',
    countryId: germany,
    paymentType: 'foreign_eur_payment',
    iban: 'DE89 3704 0044 0532 0130 00',
    bicOrSwiftCode: 'COBADEFFXXX',
    accountHoldersName: 'Hans Müller',
    accountStreet: 'Hauptstraße 1',
    accountCity: 'Köln',
    accountZip: '50667',
    accountCountryId: germany,
    ...overrides,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  czechia = (await createCountry(database.db, 'CZ', 'CZK')).id;
  germany = (await createCountry(database.db, 'DE', 'EUR')).id;
  hotel = (await createHall(database.db, { placeTypeId: 2, defaultRefereeAccommodation: true })).id;
  [{ id: tshirt }] = await database.db.insert(tshirtSizes).values({ code: 'L' }).returning();
});

afterEach(async () => {
  for (const key of [
    'referee_registration_from',
    'referee_registration_till',
    'referee_registration_edit_from',
    'referee_registration_edit_till',
  ]) {
    await setConfig(key, null);
  }
  await setConfig('referee_bank_account_enabled', 'true');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('referee registration', () => {
  it('registers a referee of the user with nights, links and a confirmation mail; the user may register another', async () => {
    const { client, user } = await signIn();
    const res = await client.post(URL, czechBody());
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const registration = refereeRegistrationDetail.parse(res.json());
    expect(registration).toMatchObject({
      userId: user.id,
      registrationState: 'new',
      nights: 4,
      phone: '+420 601 123 456',
      accommodationPlaceId: hotel,
      accountPrefix: '19',
      iban: null,
    });
    expect(registration.links.map((l) => l.operationId)).toEqual([
      'getRefereeRegistration',
      'updateRefereeRegistration',
    ]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'jan.novak@example.com'));
    expect(mails.at(-1)?.subject).toBe('Registrace rozhodčího přijata – Jan Novák');
    expect(mails.at(-1)?.text).toContain('19-2000145399/0800');

    const second = await client.post(URL, foreignBody());
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ iban: 'DE89370400440532013000', accountNumber: null, bankCode: null });
    const me = (await client.get('/api/v1/web/users/me')).json();
    expect(me.referees.map((r: { id: number }) => r.id)).toEqual([registration.id, second.json().id]);
    expect(me.referees[0].links.map((l: { operationId: string }) => l.operationId)).toContain(
      'updateRefereeRegistration',
    );
    expect(me.links.map((l: { operationId: string }) => l.operationId)).toContain('createRefereeRegistration');
  });

  it('checks Czech accounts with mod 11 and IBANs with their check digits, writing nothing', async () => {
    const { client } = await signIn();
    const before = await refereeCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [czechBody({ accountNumber: '2000145398' }), { accountNumber: 'czechAccountInvalid' }],
      [czechBody({ accountPrefix: '18' }), { accountPrefix: 'czechAccountPrefixInvalid' }],
      [czechBody({ bankCode: '08' }), { bankCode: 'bankCodeInvalid' }],
      [
        czechBody({ accountNumber: null, accountHoldersName: '' }),
        { accountNumber: 'required', accountHoldersName: 'required' },
      ],
      [foreignBody({ iban: 'DE89 3704 0044 0532 0130 01' }), { iban: 'ibanInvalid' }],
      [foreignBody({ iban: 'DE89 3704 0044 0532 0130' }), { iban: 'ibanInvalid' }],
      [foreignBody({ bicOrSwiftCode: 'COBA' }), { bicOrSwiftCode: 'bicInvalid' }],
      [foreignBody({ iban: null, accountStreet: null }), { iban: 'required', accountStreet: 'required' }],
      [czechBody({ agreeToTerms: false }), { agreeToTerms: 'refereeTermsRequired' }],
      [czechBody({ phone: '601123456' }), { phone: 'phoneInvalid' }],
      [czechBody({ departureDate: '2025-04-16' }), { departureDate: 'departureBeforeArrival' }],
      [czechBody({ mealVouchers: -1 }), { mealVouchers: 'min' }],
      [czechBody({ sex: 'unknown' }), { sex: 'invalidValue' }],
      [czechBody({ accommodationPlaceId: 999999 }), { accommodationPlaceId: 'invalidValue' }],
      [czechBody({ colleagueRefereeId: 999999 }), { colleagueRefereeId: 'invalidValue' }],
    ];
    for (const [body, expected] of cases) {
      const res = await client.post(URL, body);
      expect(res.statusCode, JSON.stringify(expected)).toBe(400);
      const fields = res.json().fields as Record<string, { key: string }>;
      for (const [path, key] of Object.entries(expected)) expect(fields[path]?.key, path).toBe(key);
    }
    expect(await refereeCount()).toBe(before);
  });

  it('asks for no bank account while bank accounts are disabled, and stores none', async () => {
    await setConfig('referee_bank_account_enabled', 'false');
    const { client } = await signIn();
    const res = await client.post(URL, czechBody({ paymentType: null, accountNumber: null, bankCode: null }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paymentType: null, accountPrefix: null, accountHoldersName: null });
  });

  it('keeps the create and edit windows, except for super admins and late registration', async () => {
    await setConfig('referee_registration_till', PAST);
    await setConfig('referee_registration_edit_till', PAST);
    const { client: user } = await signIn();
    expect((await user.post(URL, czechBody())).statusCode).toBe(403);
    const me = (await user.get('/api/v1/web/users/me')).json();
    expect(me.links.map((l: { operationId: string }) => l.operationId)).not.toContain('createRefereeRegistration');
    for (const roles of [
      ['ROLE_USER', 'ROLE_SUPER_ADMIN'],
      ['ROLE_USER', 'ROLE_LATE_REGISTRATION'],
    ]) {
      const { client } = await signIn(roles);
      const created = await client.post(URL, czechBody());
      expect(created.statusCode, roles.join()).toBe(201);
      const url = `${URL}/${created.json().id}`;
      expect((await put(client, url, czechBody({ mealVouchers: 3 }))).statusCode, roles.join()).toBe(200);
    }
    // Admins read every registration but do not bypass the edit window.
    const { client: owner, user: ownerUser } = await signIn();
    await database.db.update(users).set({ locale: 'en' }).where(eq(users.id, ownerUser.id));
    const own = await createReferee(database.db, { userId: ownerUser.id, registrationState: 'new' });
    const { client: admin } = await signIn(['ROLE_USER', 'ROLE_ADMIN']);
    for (const client of [owner, admin]) {
      const read = await client.get(`${URL}/${own.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().links.map((l: { operationId: string }) => l.operationId)).toEqual(['getRefereeRegistration']);
      expect((await put(client, `${URL}/${own.id}`, czechBody())).statusCode).toBe(403);
    }
    await setConfig('referee_registration_edit_till', null);
    const changed = await put(owner, `${URL}/${own.id}`, czechBody({ firstName: 'Petr', email: 'petr@example.com' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ firstName: 'Petr', registrationState: 'new' });
    // The referee and the account that registered them are told, in the account's language.
    const mails = await database.db.select().from(mailOutbox);
    const subjects = mails.filter((m) => [ownerUser.username, 'petr@example.com'].includes(m.to)).map((m) => m.subject);
    expect(subjects).toEqual([
      'Referee registration updated – Petr Novák',
      'Referee registration updated – Petr Novák',
    ]);
  });

  it("refuses one user's registration to another user, whether it exists or not", async () => {
    const { client: owner } = await signIn();
    const { id } = (await owner.post(URL, czechBody())).json();
    const { client: stranger } = await signIn();
    expect((await stranger.get(`${URL}/${id}`)).statusCode).toBe(403);
    expect((await put(stranger, `${URL}/${id}`, czechBody({ firstName: 'Eve' }))).statusCode).toBe(403);
    expect((await stranger.get(`${URL}/999999`)).statusCode).toBe(403);
    expect((await new TestClient(app).get(`${URL}/${id}`)).statusCode).toBe(401);
    const [row] = await database.db.select().from(referees).where(eq(referees.id, id));
    expect(row.firstName).toBe('Jan');
  });

  it('shows the public fields only, and only of approved referees, in the public list and card', async () => {
    const approved = await createReferee(database.db, {
      phone: '+420777000111',
      iban: 'CZ6508000000192000145399',
      street: 'Secret 1',
      wantsAccommodation: true,
    });
    const pending = await createReferee(database.db, { registrationState: 'new' });
    const hall = await createHall(database.db);
    await database.db.insert(refereeInHalls).values({ refereeId: approved.id, day: '2025-04-18', placeId: hall.id });
    const visitor = new TestClient(app);
    const card = await visitor.get(`/api/v1/competition/referees/${approved.id}`);
    expect(card.statusCode).toBe(200);
    expect(Object.keys(card.json()).sort()).toEqual([
      'colleagueRefereeId',
      'countryId',
      'firstName',
      'id',
      'lastName',
      'refereeInHalls',
      'sex',
    ]);
    expect(card.json().refereeInHalls).toEqual([{ day: '2025-04-18', placeId: hall.id }]);
    expect((await visitor.get(`/api/v1/competition/referees/${pending.id}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/v1/competition/referees/999999')).statusCode).toBe(404);
    const list = (await visitor.get('/api/v1/competition/referees')).json() as Record<string, unknown>[];
    expect(list.map((r) => r.id)).toContain(approved.id);
    expect(list.map((r) => r.id)).not.toContain(pending.id);
    const text = JSON.stringify(list);
    for (const secret of ['+420777000111', 'CZ6508000000192000145399', 'Secret 1', 'wantsAccommodation', 'email']) {
      expect(text).not.toContain(secret);
    }
  });
});
