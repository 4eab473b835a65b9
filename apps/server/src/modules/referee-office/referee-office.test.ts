import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { configurations, mailOutbox, refereeInHalls, referees } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createCountry, createHall, createReferee, createUser } from '../../test/factories';
import { csvCell, readCsv } from '../../test/csv-reading';
import { readXlsx, xlsxNumberFormats } from '../../test/xlsx-reading';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let superAdmin: TestClient;
const PATH = '/api/v1/admin/referee-registrations';

const signIn = async (roles: string[] = ['ROLE_USER'], locale = 'cs') => {
  const user = await createUser(database.db, { roles: roles as never, locale });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};

const mailsTo = (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const stateOf = async (id: number) =>
  (await database.db.select().from(referees).where(eq(referees.id, id)))[0].registrationState;
const change = (client: TestClient, id: number, state: string, reason?: string) =>
  client.post(`${PATH}/${id}/state`, { state, reason });
const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as object });
const csvLines = (body: string) => body.replace('\uFEFF', '').trimEnd().split('\r\n');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = (await signIn(['ROLE_USER', 'ROLE_ADMIN'])).client;
  superAdmin = (await signIn(['ROLE_USER', 'ROLE_SUPER_ADMIN'])).client;
  await database.db
    .update(configurations)
    .set({ value: '2025-04-18T00:00:00+02:00' })
    .where(eq(configurations.key, 'tournament_start_date'));
  await database.db
    .update(configurations)
    .set({ value: '2025-04-21T18:00:00+02:00' })
    .where(eq(configurations.key, 'tournament_end_date'));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('state changes', () => {
  it('an admin accepts a waiting referee: the referee and the account are mailed in its language, the change is audited', async () => {
    const owner = await signIn(['ROLE_USER'], 'en');
    const referee = await createReferee(database.db, { userId: owner.user.id, registrationState: 'new' });
    const res = await change(admin, referee.id, 'approved', 'See you in Prague');
    expect(res.statusCode).toBe(200);
    expect(res.json().registration.registrationState).toBe('approved');
    expect(res.json().nextStates).toEqual(['declined']);
    const name = `${referee.firstName} ${referee.lastName}`;
    for (const email of [referee.email, owner.user.username]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Referee registration of ${name}: Accepted`);
      expect(mails[0].text).toContain('Note from the organiser: See you in Prague');
    }
    const me = (await owner.client.get('/api/v1/web/users/me')).json();
    expect(me.referees).toEqual([expect.objectContaining({ id: referee.id, registrationState: 'approved' })]);
    const audit = (await admin.get(`/api/v1/admin/audit?entity=refereeRegistration&id=${referee.id}`)).json();
    expect(audit.items[0]).toMatchObject({
      action: 'stateChange',
      oldValues: { registrationState: 'new' },
      newValues: { registrationState: 'approved' },
      note: 'See you in Prague',
    });
  });

  it('mails Czech accounts in Czech and asks the reason of a cancellation', async () => {
    const owner = await signIn(['ROLE_USER'], 'cs');
    const referee = await createReferee(database.db, { userId: owner.user.id, registrationState: 'new' });
    const refused = await change(admin, referee.id, 'declined');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ reason: { key: 'required' } });
    expect(await stateOf(referee.id)).toBe('new');
    expect(await mailsTo(referee.email)).toHaveLength(0);
    expect((await change(superAdmin, referee.id, 'declined', 'Máme dost rozhodčích')).statusCode).toBe(200);
    const [mail] = await mailsTo(owner.user.username);
    expect(mail.subject).toBe(`Registrace rozhodčího ${referee.firstName} ${referee.lastName}: Zrušeno`);
    expect(mail.text).toContain('Poznámka pořadatele: Máme dost rozhodčích');
    // A cancelled referee may be accepted after all.
    expect((await change(admin, referee.id, 'approved')).statusCode).toBe(200);
  });

  it('refuses steps the rules do not have (409) and users who are no organisers (403), changing nothing', async () => {
    const owner = await signIn();
    const referee = await createReferee(database.db, { userId: owner.user.id, registrationState: 'new' });
    expect((await change(admin, referee.id, 'processed')).statusCode).toBe(409);
    expect((await change(admin, referee.id, 'new')).statusCode).toBe(409);
    expect((await change(owner.client, referee.id, 'approved')).statusCode).toBe(403);
    const reporter = await signIn(['ROLE_USER', 'ROLE_COMPETITION_REPORTER']);
    expect((await change(reporter.client, referee.id, 'approved')).statusCode).toBe(403);
    expect(await stateOf(referee.id)).toBe('new');
    expect(await mailsTo(referee.email)).toHaveLength(0);
    expect((await change(admin, 999999, 'approved')).statusCode).toBe(404);
    // An accepted referee who withdraws is cancelled; never processed.
    expect((await change(admin, referee.id, 'approved')).statusCode).toBe(200);
    expect((await change(admin, referee.id, 'processed')).statusCode).toBe(409);
    const cancelled = await change(admin, referee.id, 'declined', 'Withdrew');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().nextStates).toEqual(['approved']);
    expect(await stateOf(referee.id)).toBe('declined');
  });
});

describe('the public referee list', () => {
  const publicList = async () =>
    ((await admin.get('/api/v1/competition/referees')).json() as { id: number; refereeInHalls: unknown[] }[]).find(
      (r) => r.id === refereeId,
    );
  let refereeId = 0;

  it('follows acceptance, halls and cancellation although it is served from the cache', async () => {
    const referee = await createReferee(database.db, { registrationState: 'new' });
    refereeId = referee.id;
    const hall = await createHall(database.db);
    // Built and cached before the changes.
    expect(await publicList()).toBeUndefined();

    expect((await change(admin, referee.id, 'approved')).statusCode).toBe(200);
    await expect.poll(publicList, { timeout: 5000 }).toMatchObject({ id: referee.id, refereeInHalls: [] });

    const halls = [{ day: '2025-04-18', placeId: hall.id }];
    expect((await put(admin, `${PATH}/${referee.id}/halls`, { refereeInHalls: halls })).statusCode).toBe(200);
    await expect.poll(async () => (await publicList())?.refereeInHalls, { timeout: 5000 }).toEqual(halls);

    expect((await change(superAdmin, referee.id, 'declined', 'Withdrew')).statusCode).toBe(200);
    await expect.poll(publicList, { timeout: 5000 }).toBeUndefined();
  });
});

describe('halls per day', () => {
  it('replaces the halls of a referee, refuses days outside the tournament, a day twice and places that are no halls', async () => {
    const referee = await createReferee(database.db);
    const [hallA, hallB] = [await createHall(database.db), await createHall(database.db)];
    const hotel = await createHall(database.db, { placeTypeId: 2 });
    const url = `${PATH}/${referee.id}/halls`;
    const detail = (await admin.get(`${PATH}/${referee.id}`)).json();
    expect(detail.days).toEqual(['2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21']);

    const first = await put(admin, url, {
      refereeInHalls: [
        { day: '2025-04-18', placeId: hallA.id },
        { day: '2025-04-19', placeId: hallB.id },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().registration.refereeInHalls).toEqual([
      { day: '2025-04-18', placeId: hallA.id },
      { day: '2025-04-19', placeId: hallB.id },
    ]);
    // The public card shows the new halls at once.
    expect((await admin.get(`/api/v1/competition/referees/${referee.id}`)).json().refereeInHalls).toHaveLength(2);

    const bad = await put(admin, url, {
      refereeInHalls: [
        { day: '2025-04-17', placeId: hallA.id },
        { day: '2025-04-19', placeId: hotel.id },
        { day: '2025-04-19', placeId: hallA.id },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'refereeInHalls.0.day': { key: 'invalidValue' },
      'refereeInHalls.1.placeId': { key: 'invalidValue' },
      'refereeInHalls.2.day': { key: 'duplicate' },
    });
    const stored = await database.db.select().from(refereeInHalls).where(eq(refereeInHalls.refereeId, referee.id));
    expect(stored).toHaveLength(2);

    expect((await put(admin, url, { refereeInHalls: [{ day: '2025-04-20', placeId: hallB.id }] })).statusCode).toBe(
      200,
    );
    const audit = (await admin.get(`/api/v1/admin/audit?entity=refereeRegistration&id=${referee.id}`)).json();
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      oldValues: { refereeInHalls: `2025-04-18:${hallA.id}, 2025-04-19:${hallB.id}` },
      newValues: { refereeInHalls: `2025-04-20:${hallB.id}` },
    });

    const owner = await signIn();
    expect((await put(owner.client, url, { refereeInHalls: [] })).statusCode).toBe(403);
    expect(
      await database.db.select().from(refereeInHalls).where(eq(refereeInHalls.refereeId, referee.id)),
    ).toHaveLength(1);
  });
});

describe('the list, its export, the summary and the bank details', () => {
  let ids: number[] = [];
  let countryId = 0;

  beforeAll(async () => {
    countryId = (await createCountry(database.db, 'SK')).id;
    const hotel = await createHall(database.db, { placeTypeId: 2, defaultRefereeAccommodation: true });
    const common = { countryId, arrivalDate: '2025-04-17', departureDate: '2025-04-20' };
    const rows = [
      await createReferee(database.db, {
        ...common,
        lastName: 'Zzlist Alpha',
        registrationState: 'approved',
        wantsAccommodation: true,
        accommodationPlaceId: hotel.id,
        accompanimentPersons: 1,
        wantsSingleRoom: true,
        mealVouchers: 4,
        paymentType: 'czk_payment',
        accountNumber: '19',
        bankCode: '0800',
        accountHoldersName: 'Alpha Zzlist',
      }),
      await createReferee(database.db, {
        ...common,
        lastName: 'Zzlist Beta',
        registrationState: 'new',
        wantsAccommodation: true,
        accommodationPlaceId: hotel.id,
        paymentType: 'foreign_eur_payment',
        iban: 'DE89370400440532013000',
        bicOrSwiftCode: 'COBADEFFXXX',
        accountHoldersName: 'Beta Zzlist',
        accountStreet: 'Hauptstr. 1',
        accountCity: 'Berlin',
        accountZip: '10115',
        accountCountryId: countryId,
      }),
      await createReferee(database.db, {
        ...common,
        lastName: 'Zzlist Gamma',
        registrationState: 'declined',
        wantsAccommodation: true,
        accommodationPlaceId: hotel.id,
        paymentType: 'czk_payment',
        accountNumber: '123',
        bankCode: '9999',
      }),
      await createReferee(database.db, { ...common, lastName: 'Zzlist Delta', registrationState: 'approved' }),
    ];
    ids = rows.map((row) => row.id);
  });

  it('filters by state, country, accommodation and payment type; the export holds the filtered rows only', async () => {
    const page = (query: string) => admin.get(`${PATH}?countryId=${countryId}&${query}`);
    const names = async (query: string) =>
      (await page(query)).json().items.map((r: { lastName: string }) => r.lastName);
    expect(await names('sort=lastName')).toEqual(['Zzlist Alpha', 'Zzlist Beta', 'Zzlist Delta', 'Zzlist Gamma']);
    expect(await names('state=approved')).toEqual(['Zzlist Alpha', 'Zzlist Delta']);
    expect(await names('accommodation=false')).toEqual(['Zzlist Delta']);
    expect(await names('paymentType=czk_payment&sort=-lastName')).toEqual(['Zzlist Gamma', 'Zzlist Alpha']);
    expect(await names('q=beta')).toEqual(['Zzlist Beta']);
    const paged = (await page('pageSize=2&page=2')).json();
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect((await page('accommodation=maybe')).statusCode).toBe(400);

    const csv = await page('state=approved&accommodation=true&format=csv&locale=en');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csvLines(csv.body);
    expect(lines[0]).toContain('Last name');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain('Zzlist Alpha');
    const xlsx = await page('q=zzlist&state=new&format=xlsx');
    expect((await readXlsx(xlsx.rawPayload)).rows).toHaveLength(2);
  });

  it('sorts names in Czech reading order', async () => {
    const names = async (query: string) =>
      (await admin.get(`${PATH}?countryId=${countryId}&${query}`))
        .json()
        .items.map((r: { lastName: string }) => r.lastName);
    // Č after C and before D, Ž after Z: not after every plain letter as byte order has it.
    for (const lastName of ['Zzlist Ženíšek', 'Zzlist Čermák', 'Zzlist Zeman']) {
      await createReferee(database.db, { countryId, lastName, registrationState: 'declined' });
    }
    expect(await names('state=declined&sort=lastName')).toEqual([
      'Zzlist Čermák',
      'Zzlist Gamma',
      'Zzlist Zeman',
      'Zzlist Ženíšek',
    ]);
  });

  it('sums accommodation per place and night without cancelled referees', async () => {
    const res = await admin.get(`${PATH}/summary`);
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.nights).toEqual(expect.arrayContaining(['2025-04-17', '2025-04-18', '2025-04-19']));
    const [place] = summary.places.filter((p: { placeId: number | null }) => p.placeId !== null);
    const night = summary.nights.indexOf('2025-04-18');
    // Alpha with one companion (accepted), Beta waiting; Gamma is cancelled.
    expect(place.persons[night]).toBe(3);
    expect(place.confirmed[night]).toBe(2);
    expect(place.singleRooms[night]).toBe(1);
    expect(summary.mealVouchers).toBeGreaterThanOrEqual(4);
  });

  it('exports the bank details of one currency at a time, for admins only', async () => {
    const czk = await admin.get(`${PATH}/bank-details?currency=CZK&q=zzlist`);
    expect(czk.statusCode).toBe(200);
    expect(czk.json().items).toEqual([
      expect.objectContaining({ id: ids[0], account: '19/0800', iban: 'CZ3308000000000000000019', complete: true }),
      expect.objectContaining({ id: ids[2], account: '123/9999', complete: false }),
    ]);
    const eur = (await admin.get(`${PATH}/bank-details?currency=EUR&q=zzlist`)).json();
    expect(eur.items).toEqual([
      expect.objectContaining({
        id: ids[1],
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        address: 'Hauptstr. 1, 10115, Berlin, SK',
        complete: true,
      }),
    ]);
    const file = await admin.get(`${PATH}/bank-details?currency=CZK&q=zzlist&state=approved&format=csv&locale=en`);
    expect(file.headers['content-disposition']).toContain('referee-payouts-czk-');
    const lines = csvLines(file.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('19/0800');
    expect(lines[1]).toContain('CZ3308000000000000000019');
    expect((await admin.get(`${PATH}/bank-details`)).statusCode).toBe(400);
    const referee = await signIn();
    expect((await referee.client.get(`${PATH}/bank-details?currency=CZK&format=csv`)).statusCode).toBe(403);
    expect((await referee.client.get(PATH)).statusCode).toBe(403);
  });
});

describe('the export in the language of the file', () => {
  beforeAll(async () => {
    const countryId = (await createCountry(database.db, 'AT')).id;
    await createReferee(database.db, {
      countryId,
      lastName: 'Zzexport Novák',
      registrationState: 'approved',
      wantsAccommodation: true,
      wantsSingleRoom: false,
      arrivalDate: '2025-04-17',
      departureDate: '2025-04-21',
      paymentType: 'czk_payment',
      createdAt: '2025-03-05T13:30:00.000Z',
    });
  });

  const exported = async (locale: 'cs' | 'en') => {
    const res = await admin.get(`${PATH}?q=zzexport&format=csv&locale=${locale}`);
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.body);
    expect(rows).toHaveLength(2);
    return rows;
  };

  it('writes a Czech file with Czech dates and labels, and no code of the database', async () => {
    const rows = await exported('cs');
    expect(csvCell(rows, 1, 'Stav')).toBe('Přijato');
    expect(csvCell(rows, 1, 'Platba')).toBe('CZK, český účet');
    expect(csvCell(rows, 1, 'Ubytování')).toBe('Ano');
    expect(csvCell(rows, 1, 'Jednolůžkový pokoj')).toBe('Ne');
    expect(csvCell(rows, 1, 'Příjezd')).toBe('17. 4. 2025');
    expect(csvCell(rows, 1, 'Odjezd')).toBe('21. 4. 2025');
    // 13:30 UTC is 14:30 in Prague (winter time until 30 March).
    expect(csvCell(rows, 1, 'Registrován')).toBe('5. 3. 2025 14:30');
    for (const value of rows[1]) {
      expect(['approved', 'czk_payment', 'true', 'false']).not.toContain(value);
      expect(value).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });

  it('writes an English file with English dates and labels', async () => {
    const rows = await exported('en');
    expect(csvCell(rows, 1, 'State')).toBe('Accepted');
    expect(csvCell(rows, 1, 'Payment')).toBe('CZK, Czech account');
    expect(csvCell(rows, 1, 'Accommodation')).toBe('Yes');
    expect(csvCell(rows, 1, 'Arrival')).toBe('17 Apr 2025');
    expect(csvCell(rows, 1, 'Registered')).toBe('5 Mar 2025, 14:30');
  });

  it('keeps the dates of the XLSX typed cells, shown as Czech dates', async () => {
    const res = await admin.get(`${PATH}?q=zzexport&format=xlsx&locale=cs`);
    const sheet = await readXlsx(res.rawPayload);
    const column = sheet.rows[0].indexOf('Příjezd');
    expect(sheet.rows[1][column]).toEqual(new Date('2025-04-17T00:00:00Z'));
    expect(sheet.rows[1][sheet.rows[0].indexOf('Stav')]).toBe('Přijato');
    expect(xlsxNumberFormats(res.rawPayload)).toContain('d. m. yyyy');
  });
});
