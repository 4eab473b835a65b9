import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { inEdition } from '../../db/edition-scope';
import { EDITION_TABLES, storedTableName } from '../../db/edition-tables';
import {
  auditLog,
  categoryFormats,
  configurations,
  editions,
  pricelistItems,
  teamCategories,
} from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createEvent,
  createGroup,
  createMatch,
  createPricelist,
  createRoster,
  createTeam,
  createUser,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let superAdmin: TestClient;

const FORMAT = { shape: 'groups', halls: [3, 4], days: [0, 1], hours: { from: '09:00', to: '18:00' } };
const NEXT = { year: 2026, name: 'Prague Handball Cup 2026', startsOn: '2026-04-17', endsOn: '2026-04-20' };

async function setConfig(key: string, value: string) {
  await database.db.update(configurations).set({ value }).where(eq(configurations.key, key));
}

/** Rows per edition of every edition-owned table, read from the tables behind the views. */
async function countsOf(editionId: number) {
  const counts: Record<string, number> = {};
  for (const table of EDITION_TABLES) {
    const name = getTableName(table);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(storedTableName(name))} where edition_id = ${editionId}`,
    );
    counts[name] = n;
  }
  return counts;
}

/** A checksum of each edition-owned table's rows of one edition, as the database prints them. */
async function checksumsOf(editionId: number) {
  const sums: Record<string, string | null> = {};
  for (const table of EDITION_TABLES) {
    const name = storedTableName(getTableName(table));
    const [{ sum }] = await queryRows<{ sum: string | null }>(
      database.db,
      sql`select md5(string_agg(t::text, '|' order by t::text)) as sum from ${sql.identifier(name)} t where edition_id = ${editionId}`,
    );
    sums[name] = sum;
  }
  return sums;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  await setConfig('tournament_start_date', '2025-04-18T00:00:00+02:00');
  await setConfig('tournament_end_date', '2025-04-21T18:00:00+02:00');
  // Winter time in 2025, summer time on the day it moves to in 2026.
  await setConfig('referee_registration_till', '2025-03-25T23:59:00+01:00');
  const category = await createCategory(db, { code: 'MA', birthDateMin: '2008-01-01', birthDateMax: '2009-12-31' });
  await createCategory(db, { code: 'WE', gender: 'female', birthDateMin: '2012-02-29' });
  // The office's competition format of MA: its halls, days and hours carry over to the next year.
  await db.insert(categoryFormats).values({ teamCategoryId: category.id, format: FORMAT });
  await createPricelist(db);
  // A played match: what happened in 2025 stays there.
  const home = await createTeam(db, { categoryId: category.id });
  const away = await createTeam(db, { categoryId: category.id });
  const group = await createGroup(db, { teamCategoryId: category.id, teamIds: [home.id, away.id] });
  const match = await createMatch(db, {
    groupId: group.id,
    categoryId: category.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
  });
  const roster = await createRoster(db, match.id, home.id);
  await createEvent(db, { matchId: match.id, participantId: roster[0].id, type: 'goal' });

  const adminUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  const superUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] });
  admin = new TestClient(app);
  await admin.login(adminUser.username, TEST_PASSWORD);
  superAdmin = new TestClient(app);
  await superAdmin.login(superUser.username, TEST_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('editions', () => {
  it('moves what exists into the current edition 2025', async () => {
    const res = await superAdmin.get('/api/v1/admin/editions');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ year: 2025, isCurrent: true, startsOn: '2025-04-18', endsOn: '2025-04-21', teams: 2 }),
    ]);
  });

  it('previews what the rollover copies, moves and leaves empty', async () => {
    const query = new URLSearchParams({ ...NEXT, year: String(NEXT.year) });
    const res = await superAdmin.get(`/api/v1/admin/editions/rollover?${query}`);
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    const categoryCount = (await database.db.select().from(teamCategories)).length;
    const priceCount = (await database.db.select().from(pricelistItems)).length;
    const configCount = (await database.db.select().from(configurations)).length;
    expect(preview).toMatchObject({
      source: { year: 2025 },
      shiftDays: 364,
      shiftYears: 1,
      exists: false,
      copied: [
        { table: 'teamCategories', count: categoryCount },
        { table: 'categoryFormats', count: 1 },
        { table: 'pricelistItems', count: priceCount },
        { table: 'configurations', count: configCount },
      ],
    });
    expect(preview.categories).toContainEqual({
      code: 'MA',
      before: { birthDateMin: '2008-01-01', birthDateMax: '2009-12-31' },
      after: { birthDateMin: '2009-01-01', birthDateMax: '2010-12-31' },
    });
    expect(preview.dates).toContainEqual({
      key: 'referee_registration_till',
      before: '2025-03-25T23:59:00+01:00',
      after: '2026-03-24T23:59:00+01:00',
    });
    expect(preview.empty).toContainEqual({ table: 'teams', sourceCount: 2 });
    expect(preview.empty).toContainEqual({ table: 'matches', sourceCount: 1 });
    expect(preview.shared).toContain('places');
  });

  it('refuses everyone but the super admin and checks the input', async () => {
    expect((await admin.post('/api/v1/admin/editions', NEXT)).statusCode).toBe(403);
    expect((await admin.get('/api/v1/admin/editions')).statusCode).toBe(403);
    const bad = await superAdmin.post('/api/v1/admin/editions', { ...NEXT, endsOn: '2026-04-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.endsOn).toMatchObject({ key: 'invalidValue' });
    expect(await database.db.select().from(editions)).toHaveLength(1);
  });

  it('copies categories, price list and configuration into the new year and leaves 2025 as it was', async () => {
    const before = await countsOf(1);
    const sums = await checksumsOf(1);

    const res = await superAdmin.post('/api/v1/admin/editions', NEXT);
    expect(res.statusCode).toBe(201);
    const { edition, copied } = res.json();
    expect(edition).toMatchObject({ ...NEXT, isCurrent: false, teams: 0, matches: 0 });

    // Exactly the copied tables have rows in 2026, as many as 2025 has; everything else starts empty.
    const after = await countsOf(edition.id);
    const expected = Object.fromEntries(Object.keys(before).map((name) => [name, 0]));
    expected.team_categories = before.team_categories;
    expected.category_formats = before.category_formats;
    expected.pricelist_items = before.pricelist_items;
    expected.configurations = before.configurations;
    expect(after).toEqual(expected);
    expect(before.category_formats).toBe(1);
    expect(copied).toEqual([
      { table: 'teamCategories', count: before.team_categories },
      { table: 'categoryFormats', count: before.category_formats },
      { table: 'pricelistItems', count: before.pricelist_items },
      { table: 'configurations', count: before.configurations },
    ]);

    // 2025 is byte for byte what it was, and still what every read sees.
    expect(await checksumsOf(1)).toEqual(sums);
    expect(await countsOf(1)).toEqual(before);
    expect((await database.db.select().from(teamCategories)).length).toBe(before.team_categories);

    // In 2026 the same codes with birth dates a year later, and dates moved to the new days.
    await inEdition(database.db, edition.id, async (tx) => {
      const categories = await tx.select().from(teamCategories);
      expect(categories.find((c) => c.code === 'MA')).toMatchObject({
        birthDateMin: '2009-01-01',
        birthDateMax: '2010-12-31',
        editionId: edition.id,
      });
      expect(categories.find((c) => c.code === 'WE')).toMatchObject({ birthDateMin: '2013-02-28' });
      // The format belongs to 2026's own MA.
      const formats = await tx.select().from(categoryFormats);
      expect(formats).toEqual([
        expect.objectContaining({ teamCategoryId: categories.find((c) => c.code === 'MA')!.id, format: FORMAT }),
      ]);
      const config = Object.fromEntries((await tx.select().from(configurations)).map((c) => [c.key, c.value]));
      expect(config.tournament_start_date).toBe('2026-04-17T00:00:00+02:00');
      expect(config.tournament_end_date).toBe('2026-04-20T18:00:00+02:00');
      expect(config.referee_registration_till).toBe('2026-03-24T23:59:00+01:00');
      expect(config.style_primary_color).toBeDefined();
    });

    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'edition'));
    expect(audit).toMatchObject({ recordId: edition.id, action: 'create' });

    const list = (await superAdmin.get('/api/v1/admin/editions')).json().items;
    expect(list.map((e: { year: number; isCurrent: boolean }) => [e.year, e.isCurrent])).toEqual([
      [2026, false],
      [2025, true],
    ]);
  });

  it('is refused for a year that has an edition, and changes nothing then', async () => {
    const sums = await checksumsOf(2);
    const res = await superAdmin.post('/api/v1/admin/editions', { ...NEXT, name: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('edition_exists');
    expect(await checksumsOf(2)).toEqual(sums);
    const query = new URLSearchParams({ ...NEXT, year: String(NEXT.year) });
    expect((await superAdmin.get(`/api/v1/admin/editions/rollover?${query}`)).json().exists).toBe(true);
  });
});

describe('edition-owned tables', () => {
  it('are exactly the views over <name>_all that the database has', async () => {
    const views = await queryRows<{ name: string }>(
      database.db,
      sql`select v.viewname as name from pg_views v
          join pg_tables t on t.schemaname = 'public' and t.tablename = v.viewname || '_all'
          where v.schemaname = 'public' order by 1`,
    );
    expect(views.map((v) => v.name)).toEqual(EDITION_TABLES.map((table) => getTableName(table)).sort());
  });
});

describe('a past edition on the web', () => {
  let matchId = 0;

  beforeAll(async () => {
    const [past] = await database.db
      .insert(editions)
      .values({ year: 2024, name: 'Prague Handball Cup 2024', startsOn: '2024-04-19', endsOn: '2024-04-22' })
      .returning();
    await inEdition(database.db, past.id, async (tx) => {
      const category = await createCategory(tx, { code: 'MX', birthDateMin: '2007-01-01' });
      const match = await createMatch(tx, { categoryId: category.id, stage: 'finished', day: '2024-04-20' });
      const roster = await createRoster(tx, match.id, match.homeTeamId!);
      await createEvent(tx, { matchId: match.id, participantId: roster[0].id, type: 'goal' });
      matchId = match.id;
    });
  });

  it('answers its bundles by year, each with its own ETag, and today’s addresses keep the current edition', async () => {
    const anonymous = new TestClient(app);
    const current = await anonymous.get('/api/v1/competition/static');
    const past = await anonymous.get('/api/v1/competition/static?edition=2024');
    expect(past.statusCode).toBe(200);
    const codes = (res: typeof past) => res.json().teamCategories.map((c: { code: string }) => c.code);
    expect(codes(past)).toEqual(['MX']);
    expect(codes(current)).toContain('MA');
    expect(codes(current)).not.toContain('MX');
    expect(past.headers.etag).not.toBe(current.headers.etag);
    // The current year by its number is the current edition.
    expect(codes(await anonymous.get('/api/v1/competition/static?edition=2025'))).toEqual(codes(current));

    const live = await anonymous.get('/api/v1/competition/live?edition=2024');
    expect(live.statusCode).toBe(200);
    expect(JSON.stringify(live.json())).toContain(String(matchId));

    expect((await anonymous.get(`/api/v1/competition/competition-match/${matchId}?edition=2024`)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/v1/competition/competition-match/${matchId}`)).statusCode).toBe(404);
    const stats = await anonymous.get('/api/v1/competition/statistics/MX?edition=2024');
    expect(stats.json().filter((row: { goals: number }) => row.goals > 0)).toEqual([
      expect.objectContaining({ goals: 1 }),
    ]);

    const calendar = await anonymous.get(
      `/api/v1/competition/team/${(await anonymous.get('/api/v1/competition/static?edition=2024')).json().teams[0].id}/calendar.ics?edition=2024`,
    );
    expect(calendar.body).toContain(`/2024/results/match/${matchId}`);

    expect((await anonymous.get('/api/v1/competition/static?edition=2030')).statusCode).toBe(404);
    expect((await anonymous.get('/api/v1/competition/static?edition=1999')).statusCode).toBe(400);
    expect((await anonymous.get('/api/v1/web/enums?edition=2024')).statusCode).toBe(200);
    expect((await anonymous.get('/api/v1/web/translations?edition=2024')).statusCode).toBe(200);
  });

  it('is listed for the year switch once it has matches', async () => {
    const res = await new TestClient(app).get('/api/v1/web/editions');
    expect(res.json().map((e: { year: number; isCurrent: boolean }) => [e.year, e.isCurrent])).toEqual([
      [2025, true],
      [2024, false],
    ]);
  });
});

describe('opening an edition', () => {
  const liveMatches = async (query = '') =>
    JSON.stringify((await new TestClient(app).get(`/api/v1/competition/live${query}`)).json()).match(/"i":\d+/g)
      ?.length ?? 0;

  it('makes it the one every page works with, drops the cached bundles and keeps the old year readable', async () => {
    expect((await admin.post('/api/v1/admin/editions/2026/current')).statusCode).toBe(403);
    expect((await superAdmin.post('/api/v1/admin/editions/2031/current')).statusCode).toBe(404);
    const before = await liveMatches();
    expect(before).toBeGreaterThan(0);

    const res = await superAdmin.post('/api/v1/admin/editions/2026/current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ year: 2026, isCurrent: true });
    // The announcement reaches the caches when the transaction has committed.
    await expect.poll(() => liveMatches(), { timeout: 5000 }).toBe(0);
    expect(await liveMatches('?edition=2025')).toBe(before);
    const config = await new TestClient(app).get('/api/v1/web/enums');
    expect(JSON.stringify(config.json())).toContain('2026-04-17');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'edition'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({ action: 'update', note: '2025 → 2026' });

    expect((await superAdmin.post('/api/v1/admin/editions/2025/current')).statusCode).toBe(200);
    await expect.poll(() => liveMatches(), { timeout: 5000 }).toBe(before);
  });
});
