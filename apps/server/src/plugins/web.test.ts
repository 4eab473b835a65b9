import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { inEdition } from '../db/edition-scope';
import { createCategory, createMatch, createTeam } from '../test/factories';
import { openTestDatabase } from '../test/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const asset = '/assets/index-Ab12Cd34.js';

let database: Database;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  // A built web app as the web build leaves it: each text file also as .br and .gz.
  dist = mkdtempSync(path.join(os.tmpdir(), 'tms-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Handball</title>');
  const file = path.join(dist, asset);
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webDistDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files of the web app', () => {
  it('answers brotli to a client that accepts it, immutable and without a cookie', async () => {
    const res = await get(asset, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    // The policy is for documents: the page has it, the asset does without; the other headers stay.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/results')).headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('prefers brotli, falls back to gzip, and sends the file as it is to a client without either', async () => {
    expect((await get(asset, 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
    const gzipped = await get(asset, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('still gives the page and the API their anti-forgery cookie', async () => {
    const page = await get('/results', 'br');
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['set-cookie'])).toMatch(/^csrf=/);
    expect(String((await get('/api/v1/competition/live')).headers['set-cookie'])).toMatch(/^csrf=/);
  });
});

describe('results pages', () => {
  const preloads = async (url: string) =>
    String((await get(url)).headers.link ?? '')
      .split(', ')
      .map((entry) => /^<([^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials$/.exec(entry)?.[1]);
  const common = [
    '/api/v1/web/translations',
    '/api/v1/web/enums',
    '/api/v1/competition/static',
    '/api/v1/competition/live',
    '/api/v1/competition/referees',
  ];

  it('tell the browser to fetch their first data beside the code, in the API client’s credentials mode', async () => {
    for (const url of ['/', '/results', '/cs/results', '/en/results/team-category/MA', '/results/countries']) {
      expect(await preloads(url), url).toEqual(common);
    }
    // A page's own record is the page's to ask for: the address may name none.
    expect(await preloads('/cs/results/match/99999999?tab=info')).toEqual(common);
    expect(await preloads('/results/statistics/MB')).toEqual(common);
    // A past edition's page: the same data of its year.
    const past = common.map((href) => `${href}?edition=2024`);
    expect(await preloads('/2024/results')).toEqual(past);
    expect(await preloads('/en/2024/results/match/12')).toEqual(past);
  });

  it('other pages preload nothing', async () => {
    for (const url of [
      '/reporter',
      '/cs/reporter',
      '/admin/configuration',
      '/dashboard',
      '/resultsx',
      '/cs/club/1',
      '/2024/resultsx',
      '/12345/results',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });
});

describe('addresses of records of another edition', () => {
  it('lead a printed or calendar link of a past edition’s match or team to its year', async () => {
    const db = database.db;
    const [past] = await queryRows<{ id: number }>(
      db,
      sql`insert into editions (year, name, starts_on, ends_on) values (2019, 'Cup 2019', '2019-04-19', '2019-04-22') returning id`,
    );
    const category = await inEdition(db, past.id, (tx) => createCategory(tx, { code: 'MA' }));
    const team = await inEdition(db, past.id, (tx) => createTeam(tx, { categoryId: category.id }));
    const match = await inEdition(db, past.id, (tx) =>
      createMatch(tx, { categoryId: category.id, homeTeamId: team.id, day: '2019-04-20' }),
    );
    const moved = await get(`/results/match/${match.id}?tab=info`);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`/2019/results/match/${match.id}?tab=info`);
    expect((await get(`/en/results/team-detail/${team.id}`)).headers.location).toBe(
      `/en/2019/results/team-detail/${team.id}`,
    );
    // The current edition's records, unknown ids and the year's own addresses are the app's as they are.
    const current = await createMatch(db, {});
    for (const url of [`/results/match/${current.id}`, '/results/match/99999999', `/2019/results/match/${match.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});
