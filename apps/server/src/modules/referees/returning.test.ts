import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createCountry, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let newcomer: TestClient;
let czechia: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  czechia = (await createCountry(database.db, 'CZ', 'CZK')).id;
  const superUser = await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] });
  const superAdmin = new TestClient(app);
  await superAdmin.login(superUser.username, TEST_PASSWORD);
  const next = { year: 2026, name: 'Prague Handball Cup 2026', startsOn: '2026-04-17', endsOn: '2026-04-20' };
  expect((await superAdmin.post('/api/v1/admin/editions', next)).statusCode).toBe(201);
  expect((await superAdmin.post('/api/v1/admin/editions/2026/current')).statusCode).toBe(200);
  newcomer = new TestClient(app);
  await newcomer.login((await createUser(database.db)).username, TEST_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a returning referee', () => {
  it('starts from last year’s registration with the stay moved and no colleague, writing nothing', async () => {
    const db = database.db;
    const user = await createUser(db);
    const referee = new TestClient(app);
    await referee.login(user.username, TEST_PASSWORD);
    // Last year's registration, written in 2025.
    await queryRows(
      db,
      sql`insert into referees_all (edition_id, first_name, last_name, birth_year, sex, email, country_id, user_id,
            registration_state, arrival_date, departure_date, wants_accommodation, colleague_referee_id)
          select e.id, 'Rita', 'Rozhodčí', 1990, 'female', ${user.username}, ${czechia}, ${user.id},
            'approved', '2025-04-17', '2025-04-21', true, null
          from editions e where e.year = 2025`,
    );
    const res = await referee.get('/api/v1/web/referee-registrations/returning');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      year: 2025,
      registration: {
        firstName: 'Rita',
        arrivalDate: '2026-04-16',
        departureDate: '2026-04-20',
        colleagueRefereeId: null,
        agreeToTerms: false,
        registrationState: 'new',
      },
    });
    // Nothing was written for 2026.
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from referees`);
    expect(n).toBe(0);
  });

  it('is nothing to start from for an account without an earlier registration', async () => {
    expect((await newcomer.get('/api/v1/web/referee-registrations/returning')).statusCode).toBe(204);
    expect((await new TestClient(app).get('/api/v1/web/referee-registrations/returning')).statusCode).toBe(401);
  });
});
