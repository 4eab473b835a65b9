import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clubUsers, configurations, teamCategories, trainingTypes } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createHall, createMatch, createTeam, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let clubAdmin: TestClient;
let otherAdmin: TestClient;
let clubId = 0;
let teamId = 0;
let teamLabel = '';
let otherTeamId = 0;
let hallId = 0;
let gymOnlyId = 0;
let hallType = 0;
let matchNumber = 0;
const DAY = '2025-04-19';
const ADMIN = '/api/v1/admin/training-requests';
const clubUrl = () => `/api/v1/web/clubs/${clubId}/training-requests`;

async function signIn(roles: string[] = ['ROLE_USER']) {
  const account = await createUser(database.db, { roles: roles as never });
  const client = new TestClient(app);
  await client.login(account.username, TEST_PASSWORD);
  return { client, account };
}

const ask = (payload: object, client = clubAdmin) =>
  client.request({
    method: 'POST',
    url: clubUrl(),
    payload: { teamId, trainingTypeId: hallType, placeId: hallId, day: DAY, from: '10:00', to: '11:00', ...payload },
  });
const confirm = (id: number, payload: object) =>
  admin.request({
    method: 'POST',
    url: `${ADMIN}/${id}/confirm`,
    payload: { placeId: hallId, day: DAY, from: '10:00', to: '11:00', ...payload },
  });

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
  const [hall, gym] = await db
    .insert(trainingTypes)
    .values([
      { code: 'hall-t', nameCs: 'Hala', nameEn: 'Hall' },
      { code: 'gym-t', nameCs: 'Posilovna', nameEn: 'Gym' },
    ])
    .returning();
  hallType = hall.id;
  hallId = (await createHall(db, { allowedTrainingTypesIds: [hall.id] })).id;
  gymOnlyId = (await createHall(db, { allowedTrainingTypesIds: [gym.id] })).id;
  const team = await createTeam(db);
  teamId = team.id;
  clubId = team.clubId;
  const [category] = await db.select().from(teamCategories).where(eq(teamCategories.id, team.teamCategoryId));
  teamLabel = `(${category.code})`;
  otherTeamId = (await createTeam(db)).id;
  const match = await createMatch(db, { placeId: hallId, day: DAY, time: '09:00', matchLength: 30 });
  matchNumber = match.matchNumber;
  admin = (await signIn(['ROLE_USER', 'ROLE_ADMIN'])).client;
  const own = await signIn();
  clubAdmin = own.client;
  await db.insert(clubUsers).values({ clubId, userId: own.account.id, isAdmin: true });
  const other = await signIn();
  otherAdmin = other.client;
  await db.insert(clubUsers).values({ clubId: (await createTeam(db)).clubId, userId: other.account.id, isAdmin: true });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('training requests', () => {
  it('lets the club ask only for halls that allow the training and for its own teams', async () => {
    const view = (await clubAdmin.get(clubUrl())).json();
    expect(view.teams.map((t: { id: number }) => t.id)).toEqual([teamId]);
    // The club's teams of other categories carry the same name and number: the category tells them apart.
    expect(view.teams[0].name.endsWith(` I ${teamLabel}`)).toBe(true);
    expect(view.halls.map((h: { id: number }) => h.id)).toEqual([hallId, gymOnlyId]);
    const wrongHall = await ask({ placeId: gymOnlyId });
    expect(wrongHall.statusCode).toBe(400);
    expect(wrongHall.json().fields.placeId.key).toBe('trainingTypeNotAllowed');
    expect((await ask({ teamId: otherTeamId })).json().fields.teamId.key).toBe('notOfClub');
    expect((await ask({ day: '2025-05-01' })).json().fields.day.key).toBe('invalidValue');
    expect((await ask({ from: '11:00', to: '10:00' })).json().fields.to.key).toBe('trainingEndBeforeStart');
    expect((await ask({}, otherAdmin)).statusCode).toBe(403);
    expect((await ask({})).statusCode).toBe(201);
    const items = (await admin.get(ADMIN)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0].teamName.endsWith(` I ${teamLabel}`)).toBe(true);
  });

  it("refuses to confirm on a match's time or another training's, confirms free time and shows it to the club", async () => {
    const first = (await ask({ from: '08:30', to: '09:30' })).json();
    const clash = await confirm(first.id, { from: '08:30', to: '09:30' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields.from).toEqual({ key: 'trainingMatchClash', params: { matches: [matchNumber] } });
    // Right after the match, inside the hall break, is refused too.
    expect((await confirm(first.id, { from: '09:32', to: '10:30' })).json().fields.from.key).toBe('trainingMatchClash');
    const free = (await admin.get(`${ADMIN}/free-time?placeId=${hallId}&day=${DAY}`)).json();
    expect(free.slots[0]).toEqual({ from: '07:00', to: '08:55' });
    expect(free.slots[1].from).toBe('09:35');

    const ok = await confirm(first.id, { from: '10:00', to: '11:00' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ state: 'confirmed', slot: { placeId: hallId, from: '10:00', to: '11:00' } });

    const second = (await ask({ from: '10:30', to: '11:30' })).json();
    expect((await confirm(second.id, { from: '10:30', to: '11:30' })).json().fields.from.key).toBe('trainingSlotTaken');
    expect((await confirm(second.id, { placeId: gymOnlyId })).json().fields.placeId.key).toBe('trainingTypeNotAllowed');
    const refused = await admin.request({
      method: 'POST',
      url: `${ADMIN}/${second.id}/refuse`,
      payload: { reason: 'Hala je obsazená' },
    });
    expect(refused.json()).toMatchObject({ state: 'refused', refusalReason: 'Hala je obsazená', slot: null });

    const club = (await clubAdmin.get(clubUrl())).json();
    const mine = club.items.find((item: { id: number }) => item.id === first.id);
    expect(mine.slot).toMatchObject({ day: DAY, from: '10:00', to: '11:00' });
    expect(mine.links).toEqual([]);
  });

  it('keeps the office routes to admins', async () => {
    expect((await new TestClient(app).get(ADMIN)).statusCode).toBe(401);
    expect((await clubAdmin.get(ADMIN)).statusCode).toBe(403);
    expect(
      (await clubAdmin.request({ method: 'POST', url: `${ADMIN}/1/refuse`, payload: { reason: 'x' } })).statusCode,
    ).toBe(403);
    expect((await new TestClient(app).get(clubUrl())).statusCode).toBe(401);
    expect((await otherAdmin.get(clubUrl())).statusCode).toBe(403);
  });
});
