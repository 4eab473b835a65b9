import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createUser } from '../../test/factories';
import { cellAt, readXlsx } from '../../test/xlsx-reading';
import { recordAudit } from './record';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let adminId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const user = await createUser(database.db, {
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    firstName: 'Olga',
    lastName: 'Office',
  });
  adminId = user.id;
  admin = new TestClient(app);
  await admin.login(user.username, TEST_PASSWORD);
  const db = database.db;
  const by = { id: adminId };
  await recordAudit(db, by, { entity: 'clubRegistration', recordId: 7, action: 'create', after: { name: 'HC Zlín' } });
  await recordAudit(db, by, {
    entity: 'clubRegistration',
    recordId: 7,
    action: 'stateChange',
    before: { registrationState: 'new', updatedAt: 'a' },
    after: { registrationState: 'approved', updatedAt: 'b' },
    note: 'Paid the deposit',
  });
  await recordAudit(db, by, {
    entity: 'payment',
    recordId: 40,
    action: 'create',
    parent: { entity: 'clubRegistration', id: 7 },
    after: { orderAmount: '100.00' },
  });
  await recordAudit(db, null, { entity: 'clubRegistration', recordId: 8, action: 'create', after: { name: 'Other' } });
  // An update that changes nothing is not recorded.
  await recordAudit(db, by, {
    entity: 'clubRegistration',
    recordId: 8,
    action: 'update',
    before: { a: 1 },
    after: { a: 1 },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /api/v1/admin/audit', () => {
  it('lists the changes of one record with those of the records it is parent of, newest first', async () => {
    const res = await admin.get('/api/v1/admin/audit?entity=clubRegistration&id=7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.items.map((e: { entity: string; action: string }) => `${e.entity}:${e.action}`)).toEqual([
      'payment:create',
      'clubRegistration:stateChange',
      'clubRegistration:create',
    ]);
    const change = page.items[1];
    expect(change).toMatchObject({
      recordId: 7,
      oldValues: { registrationState: 'new' },
      newValues: { registrationState: 'approved' },
      note: 'Paid the deposit',
      user: { id: adminId, name: 'Olga Office' },
    });
  });

  it('pages, sorts and searches on the server', async () => {
    const all = (await admin.get('/api/v1/admin/audit')).json();
    expect(all.total).toBe(4);
    const page = (await admin.get('/api/v1/admin/audit?pageSize=2&page=2&sort=at')).json();
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.items.map((e: { recordId: number }) => e.recordId)).toEqual([40, 8]);
    const found = (await admin.get('/api/v1/admin/audit?q=deposit')).json();
    expect(found.items.map((e: { action: string }) => e.action)).toEqual(['stateChange']);
    expect((await admin.get('/api/v1/admin/audit?sort=name')).statusCode).toBe(400);
    expect((await admin.get('/api/v1/admin/audit?id=x')).statusCode).toBe(400);
  });

  it('exports the filtered rows only, as CSV and XLSX', async () => {
    const csv = await admin.get('/api/v1/admin/audit?entity=clubRegistration&id=7&format=csv&locale=en&pageSize=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('When,Who,Record,Record id,Action,Old values,New values,Note');
    // All three rows of the record (not one page), none of record 8.
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => /,(7|40),/.test(line))).toBe(true);

    const xlsx = await admin.request({
      method: 'GET',
      url: '/api/v1/admin/audit?action=create&format=xlsx&locale=cs',
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(cellAt(sheet, 'A1')).toBe('Kdy');
    expect(sheet.rows).toHaveLength(4);
    const actions = [2, 3, 4].map((row) => cellAt(sheet, `E${row}`));
    expect(actions).toEqual(['Vytvořeno', 'Vytvořeno', 'Vytvořeno']);
  });

  it('is for admins only', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    await client.login(user.username, TEST_PASSWORD);
    expect((await client.get('/api/v1/admin/audit')).statusCode).toBe(403);
    expect((await new TestClient(app).get('/api/v1/admin/audit')).statusCode).toBe(401);
  });
});
