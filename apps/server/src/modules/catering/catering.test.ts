import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  auditLog,
  clubRegistrations,
  competitionTeams,
  configurations,
  extraPersons,
  placeTranslations,
  places,
  pricelistItems,
  refereeInHalls,
} from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { readCsv } from '../../test/csv-reading';
import { pdfText } from '../../test/pdf-reading';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createClub, createHall, createReferee, createTeam, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let canteen = 0;
let bistro = 0;
let handball = 0;
const MONDAY = '2025-04-21';
const SATURDAY = '2025-04-19';

async function restaurant(name: string) {
  const [place] = await database.db
    .insert(places)
    .values({ placeTypeId: 3, code: name.slice(0, 8) })
    .returning();
  await database.db.insert(placeTranslations).values([
    { placeId: place.id, locale: 'cs', name },
    { placeId: place.id, locale: 'en', name },
  ]);
  return place.id;
}

const seats = (id: number, rows: { meal: string; seats: number }[]) =>
  admin.request({ method: 'PUT', url: `/api/v1/admin/places/${id}/meal-seats`, payload: { seats: rows } });

/** A team of a club in `state` staying Thursday to Monday on full board. */
async function team(
  state: 'approved' | 'processed' | 'new' | 'declined',
  counts: { bundlePersons: number; handballPersons: number; vipPartyPersons?: number },
  packageId: number,
) {
  const club = await createClub(database.db, { registrationState: state });
  await database.db
    .insert(clubRegistrations)
    .values({ clubId: club.id, arrivalDate: '2025-04-17', departureDate: MONDAY });
  const created = await createTeam(database.db, { clubId: club.id });
  await database.db
    .update(competitionTeams)
    .set({ ...counts, bundlePricelistItemId: packageId })
    .where(eq(competitionTeams.id, created.id));
  return { clubId: club.id, teamId: created.id };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  for (const [key, value] of [
    ['tournament_start_date', '2025-04-18T00:00:00+02:00'],
    ['tournament_end_date', '2025-04-21T18:00:00+02:00'],
  ]) {
    await db.update(configurations).set({ value }).where(eq(configurations.key, key));
  }
  const [fullBoard] = await db
    .insert(pricelistItems)
    .values({
      unit: 'person',
      priceEur: 100,
      priceCzk: 2500,
      nameCs: 'Balíček',
      nameEn: 'Package',
      cateringType: 'full_board',
      serviceTypeId: 1,
    })
    .returning();
  const account = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  admin = new TestClient(app);
  await admin.login(account.username, TEST_PASSWORD);

  canteen = await restaurant('Jídelna');
  bistro = await restaurant('Bistro');
  handball = await restaurant('Handball restaurace');
  expect(
    (
      await seats(canteen, [
        { meal: 'lunch', seats: 20 },
        { meal: 'dinner', seats: 100 },
      ])
    ).statusCode,
  ).toBe(200);
  expect((await seats(bistro, [{ meal: 'lunch', seats: 10 }])).statusCode).toBe(200);
  expect(
    (
      await seats(handball, [
        { meal: 'monday_lunch', seats: 500 },
        { meal: 'vip_party', seats: 5 },
      ])
    ).statusCode,
  ).toBe(200);

  await team('approved', { bundlePersons: 12, handballPersons: 14, vipPartyPersons: 4 }, fullBoard.id);
  await team('processed', { bundlePersons: 10, handballPersons: 11, vipPartyPersons: 3 }, fullBoard.id);
  await team('approved', { bundlePersons: 9, handballPersons: 9 }, fullBoard.id);
  const last = await team('approved', { bundlePersons: 7, handballPersons: 0 }, fullBoard.id);
  // A declined and a waiting club do not eat.
  await team('declined', { bundlePersons: 30, handballPersons: 30 }, fullBoard.id);
  await team('new', { bundlePersons: 30, handballPersons: 30 }, fullBoard.id);
  await db.insert(extraPersons).values({ clubId: last.clubId, handballPersons: 2 });
  const referee = await createReferee(db, { mealVouchers: 2, arrivalDate: '2025-04-18', departureDate: MONDAY });
  await db.insert(refereeInHalls).values({ refereeId: referee.id, day: SATURDAY, placeId: (await createHall(db)).id });
  await createReferee(db, { mealVouchers: 3, registrationState: 'declined' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const day = async (date: string) => {
  const res = await admin.get(`/api/v1/admin/catering?day=${date}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
type Slot = {
  meal: string;
  total: number;
  restaurants: { placeId: number; seats: number; count: number; parties: { kind: string; persons: number }[] }[];
  unseated: { persons: number }[];
};

describe('catering plan', () => {
  it('never seats more guests than a restaurant has seats, and lists who has none', async () => {
    const plan = await day(SATURDAY);
    expect(plan.days).toContain(MONDAY);
    const lunch = plan.slots.find((s: Slot) => s.meal === 'lunch') as Slot;
    // 12 + 10 + 9 + 7 persons on full board and the referee's voucher for his hall day.
    expect(lunch.total).toBe(39);
    for (const row of lunch.restaurants) expect(row.count).toBeLessThanOrEqual(row.seats);
    expect(lunch.restaurants.map((r) => [r.placeId, r.count])).toEqual([
      [canteen, 20],
      [bistro, 10],
    ]);
    expect(lunch.unseated.reduce((sum, p) => sum + p.persons, 0)).toBe(9);
    // A club's teams of other categories share name and number: each party carries its category.
    const teams = [...lunch.restaurants.flatMap((r) => r.parties), ...lunch.unseated].filter(
      (p) => (p as { kind?: string }).kind === 'team',
    ) as unknown as { name: string }[];
    expect(teams.length).toBeGreaterThan(0);
    for (const party of teams) expect(party.name).toMatch(/ I \([A-Z0-9]+\)$/);
    const dinner = plan.slots.find((s: Slot) => s.meal === 'dinner') as Slot;
    expect(dinner.total).toBe(38);
    expect(dinner.unseated).toEqual([]);
  });

  it('serves the Monday lunch to the accepted clubs by handballPersons and the VIP party up to its seats', async () => {
    const monday = (await day(MONDAY)).slots.find((s: Slot) => s.meal === 'monday_lunch') as Slot;
    expect(monday.total).toBe(14 + 11 + 9 + 2);
    expect(monday.restaurants).toEqual([expect.objectContaining({ placeId: handball, count: 36, seats: 500 })]);
    const party = (await day('2025-04-20')).slots.find((s: Slot) => s.meal === 'vip_party') as Slot;
    expect(party.total).toBe(7);
    expect(party.restaurants[0].count).toBe(5);
    expect(party.unseated.reduce((sum, p) => sum + p.persons, 0)).toBe(2);
  });

  it('exports the counts as CSV, XLSX and PDF and prints the vouchers', async () => {
    const csv = await admin.get(`/api/v1/admin/catering?day=${MONDAY}&format=csv&locale=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Restaurant');
    expect(csv.body).toContain('Handball restaurace');
    expect(csv.body).toMatch(/Monday lunch.*500.*36/);
    const xlsx = await admin.get('/api/v1/admin/catering?format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const pdf = await admin.get(`/api/v1/admin/catering?day=${SATURDAY}&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const vouchers = await admin.get('/api/v1/admin/catering/vouchers');
    expect(vouchers.statusCode).toBe(200);
    expect(vouchers.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the files in the language of the reader', () => {
  it('writes a Czech CSV with Czech dates and meal names, an English one in English', async () => {
    const cs = readCsv((await admin.get(`/api/v1/admin/catering?day=${MONDAY}&format=csv&locale=cs`)).body);
    expect(cs[0]).toEqual(['Den', 'Restaurace', 'Jídlo', 'Míst', 'Porcí']);
    expect(cs).toContainEqual(['21. 4. 2025', 'Handball restaurace', 'Pondělní oběd', '500', '36']);
    expect(cs).toContainEqual(['21. 4. 2025', 'Bez místa', 'Snídaně', '0', '38']);
    const codes = ['breakfast', 'lunch', 'dinner', 'monday_lunch', 'vip_party'];
    for (const row of cs.slice(1)) {
      expect(row[0]).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}$/);
      expect(codes).not.toContain(row[2]);
    }
    const en = readCsv((await admin.get(`/api/v1/admin/catering?day=${MONDAY}&format=csv&locale=en`)).body);
    expect(en).toContainEqual(['21 Apr 2025', 'Handball restaurace', 'Monday lunch', '500', '36']);
  });

  it('prints the kitchen counts with Czech dates and meal names', async () => {
    const pdf = await admin.get(`/api/v1/admin/catering?day=${SATURDAY}&format=pdf&locale=cs`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Stravování');
    expect(text).toMatch(/Den\s+Restaurace\s+Jídlo/);
    expect(text).toContain('19. 4. 2025');
    expect(text).toContain('Oběd');
    expect(text).toContain('Večeře');
    expect(text).not.toContain('2025-04-19');
    expect(text).not.toMatch(/\b(lunch|dinner|breakfast)\b/);
    const english = await pdfText(
      (await admin.get(`/api/v1/admin/catering?day=${SATURDAY}&format=pdf&locale=en`)).rawPayload,
    );
    expect(english).toContain('19 Apr 2025');
    expect(english).toContain('Lunch');
  });

  it('prints the vouchers with the day in Czech', async () => {
    const text = await pdfText((await admin.get('/api/v1/admin/catering/vouchers?locale=cs')).rawPayload);
    expect(text).toMatch(/Den: (pondělí|úterý|středa|čtvrtek|pátek|sobota|neděle) \d{1,2}\. 4\. 2025/);
    expect(text).toMatch(/Jídlo: (Oběd|Večeře)/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('restaurant seats', () => {
  it('keeps seats only for restaurants, refuses bad seats and records the change', async () => {
    const hall = await createHall(database.db);
    expect((await seats(hall.id, [{ meal: 'lunch', seats: 10 }])).statusCode).toBe(400);
    const negative = await seats(bistro, [{ meal: 'lunch', seats: -1 }]);
    expect(negative.statusCode).toBe(400);
    const twice = await seats(bistro, [
      { meal: 'lunch', seats: 1 },
      { meal: 'lunch', seats: 2 },
    ]);
    expect(twice.json().fields['seats.1.meal'].key).toBe('duplicate');
    expect((await admin.get(`/api/v1/admin/places/${bistro}/meal-seats`)).json().seats).toEqual([
      { meal: 'lunch', seats: 10 },
    ]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.recordId, bistro));
    expect(audit.some((entry) => (entry.newValues as Record<string, unknown>)?.lunchSeats === 10)).toBe(true);
  });

  it('refuses club users and anonymous visitors', async () => {
    expect((await new TestClient(app).get('/api/v1/admin/catering')).statusCode).toBe(401);
    const account = await createUser(database.db);
    const user = new TestClient(app);
    await user.login(account.username, TEST_PASSWORD);
    expect((await user.get('/api/v1/admin/catering')).statusCode).toBe(403);
    expect((await user.get('/api/v1/admin/catering/vouchers')).statusCode).toBe(403);
    expect(
      (await user.request({ method: 'PUT', url: `/api/v1/admin/places/${bistro}/meal-seats`, payload: { seats: [] } }))
        .statusCode,
    ).toBe(403);
  });
});
