import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { places, users } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createHall, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
const PATH = '/api/v1/admin/halls';

const signIn = async (roles: string[] = ['ROLE_USER'], names: { firstName?: string; lastName?: string } = {}) => {
  const user = await createUser(database.db, { roles: roles as never, ...names });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};
const assign = (client: TestClient, hallId: number, userId: number | null) =>
  client.request({ method: 'PUT', url: `${PATH}/${hallId}/reporter`, payload: { userId } });
const reporterHalls = async (client: TestClient) =>
  (await client.get('/api/v1/reporter/halls')).json().map((h: { placeId: number }) => h.placeId);
const dataOf = async (hallId: number) => (await database.db.select().from(places).where(eq(places.id, hallId)))[0].data;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = (await signIn(['ROLE_USER', 'ROLE_ADMIN'])).client;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('hall reporters', () => {
  it('an admin names a reporter: that user then reports in the hall; another reporter takes over; nobody at last', async () => {
    const hall = await createHall(database.db, { data: { note: 'kept' } });
    const first = await signIn(['ROLE_USER', 'ROLE_COMPETITION_REPORTER'], { firstName: 'Rita', lastName: 'Zzrep' });
    const second = await signIn(['ROLE_USER', 'ROLE_COMPETITION_REPORTER'], { firstName: 'Rob', lastName: 'Zzrep' });
    expect(await reporterHalls(first.client)).toEqual([]);

    const candidates = (await admin.get(`${PATH}/reporters`)).json();
    expect(candidates.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([first.user.id, second.user.id]),
    );

    const res = await assign(admin, hall.id, first.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: hall.id, reporter: { id: first.user.id, name: 'Rita Zzrep' } });
    expect(await dataOf(hall.id)).toEqual({ note: 'kept', hall_reporter: first.user.id });
    expect(await reporterHalls(first.client)).toEqual([hall.id]);
    expect(await reporterHalls(second.client)).toEqual([]);

    expect((await assign(admin, hall.id, second.user.id)).statusCode).toBe(200);
    expect(await reporterHalls(first.client)).toEqual([]);
    expect(await reporterHalls(second.client)).toEqual([hall.id]);

    expect((await assign(admin, hall.id, null)).json().reporter).toBeNull();
    expect(await dataOf(hall.id)).toEqual({ note: 'kept' });
    expect(await reporterHalls(second.client)).toEqual([]);

    const audit = (await admin.get(`/api/v1/admin/audit?entity=hall&id=${hall.id}`)).json();
    expect(audit.items.map((e: { newValues: unknown }) => e.newValues)).toEqual([
      { hallReporter: null },
      { hallReporter: second.user.id },
      { hallReporter: first.user.id },
    ]);
  });

  it('refuses users without the reporter role, places that are no halls and users who are no organisers', async () => {
    const hall = await createHall(database.db);
    const plain = await signIn();
    const reporter = await signIn(['ROLE_USER', 'ROLE_COMPETITION_REPORTER']);
    const refused = await assign(admin, hall.id, plain.user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ userId: { key: 'invalidValue' } });
    expect((await assign(admin, hall.id, 999999)).statusCode).toBe(400);
    const hotel = await createHall(database.db, { placeTypeId: 2 });
    expect((await assign(admin, hotel.id, reporter.user.id)).statusCode).toBe(404);
    // A reporter cannot name himself.
    expect((await assign(reporter.client, hall.id, reporter.user.id)).statusCode).toBe(403);
    expect((await reporter.client.get(PATH)).statusCode).toBe(403);
    expect(await dataOf(hall.id)).toEqual({});
    expect((await admin.get(`${PATH}/reporters`)).json().map((c: { id: number }) => c.id)).not.toContain(plain.user.id);
    // A blocked reporter is neither offered nor accepted.
    await database.db.update(users).set({ blockedAt: new Date().toISOString() }).where(eq(users.id, reporter.user.id));
    expect((await admin.get(`${PATH}/reporters`)).json().map((c: { id: number }) => c.id)).not.toContain(
      reporter.user.id,
    );
    expect((await assign(admin, hall.id, reporter.user.id)).statusCode).toBe(400);
  });

  it('lists halls with and without a reporter; the export holds the filtered rows only', async () => {
    const reporter = await signIn(['ROLE_USER', 'ROLE_COMPETITION_REPORTER']);
    const [withReporter, without] = [await createHall(database.db), await createHall(database.db)];
    await assign(admin, withReporter.id, reporter.user.id);
    const ids = async (query: string) =>
      (await admin.get(`${PATH}?${query}`)).json().items.map((h: { id: number }) => h.id);
    expect(await ids('hasReporter=true&pageSize=200')).toContain(withReporter.id);
    expect(await ids('hasReporter=true&pageSize=200')).not.toContain(without.id);
    expect(await ids('hasReporter=false&pageSize=200')).toContain(without.id);
    expect(await ids(`q=${withReporter.code}`)).toEqual([withReporter.id]);
    const csv = await admin.get(`${PATH}?q=${withReporter.code}&format=csv&locale=en`);
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reporter.user.username);
  });
});
