import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createSuppliers, createUser } from '../../test/factories';

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

it('lists the suppliers a payment or a statement may be booked to, to the office only', async () => {
  const { organiser, hotel } = await createSuppliers(database.db);
  const admin = await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  const club = await createUser(database.db, { roles: ['ROLE_USER'] });
  const office = new TestClient(app);
  await office.login(admin.username, TEST_PASSWORD);
  const res = await office.get('/api/v1/admin/suppliers');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    { id: organiser.id, name: 'Handball Cup s.r.o.' },
    { id: hotel.id, name: 'Hotel Partner a.s.' },
  ]);
  const outsider = new TestClient(app);
  await outsider.login(club.username, TEST_PASSWORD);
  expect((await outsider.get('/api/v1/admin/suppliers')).statusCode).toBe(403);
});
