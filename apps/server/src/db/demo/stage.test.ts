import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import type { Database } from '../client';
import { competitionGroups, matches, places } from '../schema/index';
import { DEMO_PASSWORD, seedDemo } from './seed';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
const BASE = '/api/v1/admin/competition';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { stage: 'before-draw' });
  app = await buildTestApp(database);
  admin = new TestClient(app);
  await admin.login('admin@example.com', DEMO_PASSWORD);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('DEMO_STAGE=before-draw', () => {
  it('has the teams and halls with opening hours, but no groups or matches', async () => {
    expect(await database.db.select().from(competitionGroups)).toEqual([]);
    expect(await database.db.select().from(matches)).toEqual([]);
    const halls = (await database.db.select().from(places)).filter((p) => p.placeTypeId === 1);
    expect(halls.length).toBe(41);
    for (const hall of halls) expect(hall.data.opening_hours).toEqual({ open: '08:00', close: '20:00' });
  });

  it('draws every category and schedules all of them at once without a hard conflict', async () => {
    const { items } = (await admin.get(`${BASE}/formats`)).json() as { items: { categoryId: number; teams: number }[] };
    expect(items.reduce((sum, i) => sum + i.teams, 0)).toBeGreaterThan(500);
    for (const { categoryId } of items) {
      const drawn = (await admin.post(`${BASE}/draw`, { categoryId, seed: 2025 })).json();
      expect(drawn.warnings.filter((w: { rule: string }) => w.rule === 'club')).toEqual([]);
      const put = await admin.request({
        method: 'PUT',
        url: `${BASE}/groups/${categoryId}`,
        payload: { groups: drawn.groups },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const plan = await admin.post(`${BASE}/schedule`, {});
    expect(plan.statusCode, plan.body).toBe(200);
    const { matches: planned, conflicts, unplaced } = plan.json();
    expect(conflicts).toEqual([]);
    expect(unplaced).toEqual([]);
    expect(planned.length).toBeGreaterThan(1500);
    const applied = await admin.request({ method: 'PUT', url: `${BASE}/schedule`, payload: { matches: planned } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().matches).toBe(planned.length);
    const stored = await database.db.select().from(matches);
    expect(stored).toHaveLength(planned.length);
  }, 300_000);
});
