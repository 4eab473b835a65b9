import { refereeRegistration } from '@tms/domain/contract/referees';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { refereeInHalls } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createHall, createReferee, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signIn(user: { username: string }) {
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return client;
}

describe('referee registrations', () => {
  it("gives a user their own registrations with private fields and halls, and admins everyone's", async () => {
    const db = database.db;
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const admin = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const own = await createReferee(db, { userId: owner.id, iban: 'CZ6508000000192000145399', phone: '+420777000111' });
    const other = await createReferee(db, { registrationState: 'new' });
    const hall = await createHall(db);
    await db.insert(refereeInHalls).values({ refereeId: own.id, day: '2025-04-18', placeId: hall.id });

    const mine = await (await signIn(owner)).get('/api/v1/web/referees');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const [registration] = mine.json();
    expect(mine.json()).toHaveLength(1);
    expect(refereeRegistration.parse(registration)).toEqual(registration);
    expect(registration).toMatchObject({
      id: own.id,
      userId: owner.id,
      iban: 'CZ6508000000192000145399',
      phone: '+420777000111',
      registrationState: 'approved',
      refereeInHalls: [{ day: '2025-04-18', placeId: hall.id }],
    });

    expect((await (await signIn(stranger)).get('/api/v1/web/referees')).json()).toEqual([]);
    const all = (await (await signIn(admin)).get('/api/v1/web/referees')).json() as { id: number }[];
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([own.id, other.id]));
  });
});
