import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  accommodationAllocations,
  clubRegistrations,
  clubUsers,
  competitionTeams,
  configurations,
  mailOutbox,
  pricelistItems,
  referees,
} from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { readCsv } from '../../test/csv-reading';
import { pdfText } from '../../test/pdf-reading';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  createCategory,
  createClub,
  createHall,
  createPricelist,
  createReferee,
  createTeam,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let clubAdmin: TestClient;
let refereeClient: TestClient;
let schoolId: number;
let hotelId: number;
let clubId: number;
let refereeId: number;
let hotelPackageId: number;
const teams: { boys1: number; boys2: number; girls: number; hotelTeam: number } = {
  boys1: 0,
  boys2: 0,
  girls: 0,
  hotelTeam: 0,
};
const BASE = '/api/v1/admin/accommodation';

type Plan = {
  allocations: {
    teamId?: number;
    refereeId?: number;
    placeId: number;
    rooms: { unitId: number; beds: number }[];
    nights: string[];
  }[];
  unallocated: { teamId?: number; reason: string }[];
  occupancy: {
    placeId: number;
    night: string;
    beds: number;
    used: number;
    units: { unitId: number; used: number; beds: number }[];
  }[];
  places: { id: number; units: { id: number; name: string; beds: number }[] }[];
};

const setSwitch = (key: string, value: string) =>
  database.db.update(configurations).set({ value }).where(eq(configurations.key, key));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  const { items } = await createPricelist(db);
  hotelPackageId = items.hotelPackage.id;
  await db
    .update(pricelistItems)
    .set({ accommodationKind: 'school' })
    .where(eq(pricelistItems.id, items.schoolNight.id));
  const user = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] as never });
  admin = new TestClient(app);
  await admin.login(user.username, TEST_PASSWORD);
  schoolId = (await createHall(db, { placeTypeId: 2 })).id;
  hotelId = (await createHall(db, { placeTypeId: 2 })).id;
  const put = (id: number, body: object) =>
    admin.request({ method: 'PUT', url: `/api/v1/admin/places/${id}/accommodation`, payload: body });
  expect(
    (
      await put(schoolId, {
        kind: 'school',
        units: [
          { name: 'Classroom 1', kind: 'classroom', beds: 14 },
          { name: 'Classroom 2', kind: 'classroom', beds: 14 },
          { name: 'Classroom 3', kind: 'classroom', beds: 14 },
        ],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await put(hotelId, {
        kind: 'hotel',
        units: [1, 2, 3, 4, 5].map((n) => ({ name: `Room ${n}`, kind: 'room', beds: n === 5 ? 1 : 4 })),
      })
    ).statusCode,
  ).toBe(200);
  const boys = await createCategory(db, { gender: 'male' });
  const girls = await createCategory(db, { gender: 'female' });
  const club = await createClub(db, { registrationState: 'approved' });
  clubId = club.id;
  await db.insert(clubRegistrations).values({ clubId, arrivalDate: '2025-04-17', departureDate: '2025-04-20' });
  const team = async (categoryId: number, bundlePricelistItemId: number, bundlePersons: number) => {
    const t = await createTeam(db, { clubId, categoryId });
    await db
      .update(competitionTeams)
      .set({ bundlePricelistItemId, bundlePersons })
      .where(eq(competitionTeams.id, t.id));
    return t.id;
  };
  teams.boys1 = await team(boys.id, items.schoolNight.id, 12);
  teams.boys2 = await team(boys.id, items.schoolNight.id, 10);
  teams.girls = await team(girls.id, items.schoolNight.id, 12);
  teams.hotelTeam = await team(girls.id, items.hotelPackage.id, 8);
  const ca = await createUser(db, {});
  await db.insert(clubUsers).values({ clubId, userId: ca.id, isAdmin: true });
  clubAdmin = new TestClient(app);
  await clubAdmin.login(ca.username, TEST_PASSWORD);
  const refUser = await createUser(db, {});
  refereeId = (
    await createReferee(db, {
      userId: refUser.id,
      wantsAccommodation: true,
      accommodationPlaceId: hotelId,
      wantsSingleRoom: true,
      arrivalDate: '2025-04-17',
      departureDate: '2025-04-21',
    })
  ).id;
  refereeClient = new TestClient(app);
  await refereeClient.login(refUser.username, TEST_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('accommodation', () => {
  let plan: Plan;

  it('names the parties not yet proposed, not short of beds, while nothing is applied', async () => {
    const current: Plan = (await admin.get(BASE)).json();
    expect(current.allocations).toHaveLength(0);
    const reasons = new Map(current.unallocated.map((u) => [u.teamId, u.reason]));
    expect(reasons.get(teams.boys1)).toBe('not_proposed');
    expect(reasons.get(teams.girls)).toBe('not_proposed');
    expect(reasons.get(teams.hotelTeam)).toBe('no_place_kind');
    expect(current.unallocated.map((u) => u.reason)).not.toContain('capacity');
  });

  it('places a package in a hotel once the office marks it so in the price list', async () => {
    const unmarked: Plan = (await admin.post(`${BASE}/plan`)).json();
    expect(unmarked.unallocated).toContainEqual(
      expect.objectContaining({ teamId: teams.hotelTeam, reason: 'no_place_kind' }),
    );
    const url = `/api/v1/admin/pricelist-items/${hotelPackageId}`;
    const { id: _id, links: _links, isSystem: _system, ...item } = (await admin.get(url)).json();
    expect(item.accommodationKind).toBeNull();
    const saved = await admin.request({ method: 'PUT', url, payload: { ...item, accommodationKind: 'hotel' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().accommodationKind).toBe('hotel');
    const marked: Plan = (await admin.post(`${BASE}/plan`)).json();
    expect(marked.unallocated.map((u) => u.teamId)).not.toContain(teams.hotelTeam);
    expect(marked.allocations.find((a) => a.teamId === teams.hotelTeam)?.placeId).toBe(hotelId);
  });

  it('proposes without writing: packages to their kind of place, girls and boys apart, never over capacity', async () => {
    const res = await admin.post(`${BASE}/plan`);
    expect(res.statusCode).toBe(200);
    plan = res.json();
    expect(await database.db.select().from(accommodationAllocations)).toHaveLength(0);
    const of = (teamId: number) => plan.allocations.find((a) => a.teamId === teamId)!;
    expect(of(teams.boys1).placeId).toBe(schoolId);
    expect(of(teams.girls).placeId).toBe(schoolId);
    expect(of(teams.hotelTeam).placeId).toBe(hotelId);
    expect(plan.allocations.find((a) => a.refereeId === refereeId)?.placeId).toBe(hotelId);
    const girlsUnits = new Set(of(teams.girls).rooms.map((r) => r.unitId));
    for (const id of [teams.boys1, teams.boys2])
      for (const r of of(id).rooms) expect(girlsUnits.has(r.unitId)).toBe(false);
    for (const o of plan.occupancy) for (const u of o.units) expect(u.used).toBeLessThanOrEqual(u.beds);
    expect(of(teams.boys1).nights).toEqual(['2025-04-17', '2025-04-18', '2025-04-19']);
  });

  it('refuses a crafted over-full plan naming the place and night, and a school package in a hotel', async () => {
    const classroom = plan.places.find((p) => p.id === schoolId)!.units[0].id;
    const nights = ['2025-04-17', '2025-04-18', '2025-04-19'];
    const overFull = {
      allocations: [
        { teamId: teams.boys1, placeId: schoolId, rooms: [{ unitId: classroom, beds: 12 }], nights },
        { teamId: teams.boys2, placeId: schoolId, rooms: [{ unitId: classroom, beds: 10 }], nights },
      ],
    };
    const res = await admin.request({ method: 'PUT', url: BASE, payload: overFull });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('2025-04-17');
    expect(res.json().message).toContain('Classroom 1');
    expect(Object.values(res.json().fields)[0]).toMatchObject({ key: 'accommodationOverCapacity' });
    const room = plan.places.find((p) => p.id === hotelId)!.units[0].id;
    const wrongKind = await admin.request({
      method: 'PUT',
      url: BASE,
      payload: { allocations: [{ teamId: teams.boys1, placeId: hotelId, rooms: [{ unitId: room, beds: 4 }], nights }] },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(Object.values(wrongKind.json().fields)[0]).toMatchObject({ key: 'accommodationWrongPlace' });
    const mixed = await admin.request({
      method: 'PUT',
      url: BASE,
      payload: {
        allocations: [
          { teamId: teams.boys1, placeId: schoolId, rooms: [{ unitId: classroom, beds: 6 }], nights },
          { teamId: teams.girls, placeId: schoolId, rooms: [{ unitId: classroom, beds: 6 }], nights },
        ],
      },
    });
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json().fields)).toContain('accommodationMixedGenders');
    expect(await database.db.select().from(accommodationAllocations)).toHaveLength(0);
  });

  it('moves a team by hand to a classroom of another school; a hotel room for it is refused readably', async () => {
    const otherSchoolId = (await createHall(database.db, { placeTypeId: 2 })).id;
    const created = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/places/${otherSchoolId}/accommodation`,
      payload: { kind: 'school', units: [{ name: 'Gym', kind: 'classroom', beds: 30 }] },
    });
    expect(created.statusCode).toBe(200);
    const gym = created.json().units[0].id;
    const moved = plan.allocations.map((a) =>
      a.teamId === teams.boys2 ? { ...a, placeId: otherSchoolId, rooms: [{ unitId: gym, beds: 10 }] } : a,
    );
    const res = await admin.request({ method: 'PUT', url: BASE, payload: { allocations: moved } });
    expect(res.statusCode).toBe(200);
    const boys2 = async () =>
      ((await admin.get(BASE)).json() as Plan).allocations.find((a) => a.teamId === teams.boys2);
    expect(await boys2()).toMatchObject({ placeId: otherSchoolId, rooms: [{ unitId: gym, beds: 10 }] });

    const room = plan.places.find((p) => p.id === hotelId)!.units[1].id;
    const toHotel = moved.map((a) =>
      a.teamId === teams.boys2 ? { ...a, placeId: hotelId, rooms: [{ unitId: room, beds: 10 }] } : a,
    );
    const refused = await admin.request({ method: 'PUT', url: BASE, payload: { allocations: toHotel } });
    expect(refused.statusCode).toBe(400);
    const index = toHotel.findIndex((a) => a.teamId === teams.boys2);
    expect(refused.json().fields[`allocations.${index}.placeId`]).toMatchObject({
      key: 'accommodationWrongPlace',
      params: { place: expect.any(String), party: expect.any(String) },
    });
    expect(refused.json().message).toContain('another kind of place');
    expect((await boys2())?.placeId).toBe(otherSchoolId);
  });

  it('applies the plan as a draft the club and referee do not see, and publishing shows and mails it once', async () => {
    await setSwitch('show_accommodation_in_clubzone', 'true');
    await setSwitch('clubzone.show_referee_accommodation', 'true');
    const res = await admin.request({ method: 'PUT', url: BASE, payload: { allocations: plan.allocations } });
    expect(res.statusCode).toBe(200);
    const girlsTeam = async () =>
      (await database.db.select().from(competitionTeams).where(eq(competitionTeams.id, teams.girls)))[0];
    expect((await girlsTeam()).placeId).toBeNull();
    expect((await clubAdmin.get(`/api/v1/web/clubs/${clubId}`)).json().accommodation).toEqual([]);
    const refStay = async () => (await refereeClient.get(`/api/v1/web/referee-registrations/${refereeId}`)).json().stay;
    expect(await refStay()).toBeNull();
    const current = (await admin.get(BASE)).json();
    expect(current.allocations.find((a: { teamId?: number }) => a.teamId === teams.girls)?.placeId).toBe(schoolId);
    expect(current.unpublished).toBeGreaterThan(0);

    // The first publishing tells every club and referee with a stay, once.
    const before = (await database.db.select().from(mailOutbox)).length;
    const published = await admin.post(`${BASE}/publish`);
    expect(published.json()).toEqual({ mails: 2 });
    expect((await database.db.select().from(mailOutbox)).length).toBe(before + 2);
    const team = await girlsTeam();
    expect(team.placeId).toBe(schoolId);
    expect(team.classrooms.length).toBeGreaterThan(0);
    const stays = (await clubAdmin.get(`/api/v1/web/clubs/${clubId}`)).json().accommodation;
    expect(stays.find((s: { teamId: number }) => s.teamId === teams.girls)?.placeId).toBe(schoolId);
    expect((await refStay())?.placeId).toBe(hotelId);
    expect((await admin.post(`${BASE}/publish`)).json()).toEqual({ mails: 0 });
    await setSwitch('show_accommodation_in_clubzone', 'false');
    await setSwitch('clubzone.show_referee_accommodation', 'false');
  });

  it('shows the club its stays and the referee his room only while the switches are on', async () => {
    await setSwitch('show_accommodation_in_clubzone', 'true');
    const on = (await clubAdmin.get(`/api/v1/web/clubs/${clubId}`)).json();
    const girls = on.accommodation.find((s: { teamId: number }) => s.teamId === teams.girls);
    expect(girls.placeId).toBe(schoolId);
    expect(girls.rooms[0].name).toMatch(/Classroom/);
    const team = (body: { teams: { id: number }[] }) => body.teams.find((t) => t.id === teams.girls);
    expect(team(on)).toMatchObject({ placeId: schoolId, classrooms: [expect.stringMatching(/Classroom/)] });
    const registration = () => clubAdmin.get(`/api/v1/web/club-registrations/${clubId}`).then((r) => r.json());
    expect(team(await registration())).toMatchObject({ placeId: schoolId });
    await setSwitch('show_accommodation_in_clubzone', 'false');
    const off = (await clubAdmin.get(`/api/v1/web/clubs/${clubId}`)).json();
    expect(off.accommodation).toBeNull();
    // Not through the party fields either.
    expect(team(off)).toMatchObject({ placeId: null, classrooms: [] });
    expect(team(await registration())).toMatchObject({ placeId: null, classrooms: [] });

    await setSwitch('clubzone.show_referee_accommodation', 'true');
    const mine = (await refereeClient.get(`/api/v1/web/referee-registrations/${refereeId}`)).json();
    expect(mine.stay).toMatchObject({ placeId: hotelId, rooms: [{ beds: 1 }] });
    expect(mine.accommodationPlaceId).toBe(hotelId);
    await setSwitch('clubzone.show_referee_accommodation', 'false');
    const hidden = (await refereeClient.get(`/api/v1/web/referee-registrations/${refereeId}`)).json();
    expect(hidden.stay).toBeNull();
    expect(hidden.accommodationPlaceId).toBeNull();
  });

  it('exports the rooming list as CSV, XLSX and PDF', async () => {
    const csv = await admin.get(`${BASE}/rooming-list?placeId=${schoolId}&format=csv&locale=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Team / person');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
    // The nights as the reader's language writes dates, in the file and on paper.
    const czech = readCsv((await admin.get(`${BASE}/rooming-list?placeId=${schoolId}&format=csv&locale=cs`)).body);
    const firstNight = czech[0].indexOf('První noc');
    expect(czech.slice(1).every((row) => /^\d{1,2}\. \d{1,2}\. \d{4}$/.test(row[firstNight]))).toBe(true);
    const xlsx = await admin.get(`${BASE}/rooming-list?placeId=${schoolId}&format=xlsx`);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await admin.get(`${BASE}/rooming-list?placeId=${hotelId}&format=pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = await pdfText(
      (await admin.get(`${BASE}/rooming-list?placeId=${schoolId}&format=pdf&locale=cs`)).rawPayload,
    );
    expect(printed).toMatch(/\d{1,2}\. \d{1,2}\. \d{4}/);
    expect(printed).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect((await admin.get(`${BASE}/rooming-list?placeId=999999&format=csv`)).statusCode).toBe(404);
  });

  it('keeps a unit with allocations from being removed', async () => {
    const res = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/places/${hotelId}/accommodation`,
      payload: { kind: 'hotel', units: [] },
    });
    expect(res.statusCode).toBe(409);
    const [ref] = await database.db.select().from(referees).where(eq(referees.id, refereeId));
    expect(ref.accommodationPlaceId).toBe(hotelId);
  });

  it('tells a club on publishing that one team lost its published stay and another was moved', async () => {
    const current: Plan & { unpublished: number } = (await admin.get(BASE)).json();
    expect(current.unpublished).toBe(0);
    // boys2 moves into the classroom boys1 leaves.
    const freed = current.allocations.find((a) => a.teamId === teams.boys1)!.rooms[0].unitId;
    const next = current.allocations
      .filter((a) => a.teamId !== teams.boys1)
      .map((a) => (a.teamId === teams.boys2 ? { ...a, rooms: [{ unitId: freed, beds: 10 }] } : a));
    const applied = await admin.request({ method: 'PUT', url: BASE, payload: { allocations: next } });
    expect(applied.statusCode).toBe(200);
    expect((await admin.get(BASE)).json().unpublished).toBe(2);

    const before = await database.db.select().from(mailOutbox);
    expect((await admin.post(`${BASE}/publish`)).json()).toEqual({ mails: 1 });
    const mails = (await database.db.select().from(mailOutbox)).slice(before.length);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/zrušili/);
    expect(mails[0].text).toMatch(/– zrušeno/);
    expect(mails[0].text).toMatch(/změnili vaše ubytování/);
    expect(mails[0].subject).toMatch(/vaše ubytování/);
    expect((await admin.post(`${BASE}/publish`)).json()).toEqual({ mails: 0 });
    expect((await admin.get(BASE)).json().unpublished).toBe(0);
  });
});
