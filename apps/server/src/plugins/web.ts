import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, queryRows } from '../db/client';
import { HttpError } from '../lib/http-error';

type WebOptions = { distDir?: string; db?: Db };

/**
 * The public results pages, with or without the language prefix; `/` continues to `/results`. A past
 * edition's pages have its year in front (`/2024/results/…`).
 */
const RESULTS_PAGE = /^\/(?:(?:cs|en)\/?)?(?:(\d{4})\/)?(?:results(?:[/?#]|$)|$|\?)/;

/** Data every results page asks for first. */
const RESULTS_DATA = [
  '/api/v1/web/translations',
  '/api/v1/web/enums',
  '/api/v1/competition/static',
  '/api/v1/competition/live',
  '/api/v1/competition/referees',
];

/**
 * The `Link` header of a results page: without it the browser asks for the data only after the app's
 * code and the page's chunk have arrived and run; preloaded, the data downloads beside the code. The
 * crossorigin mode is the API client's (`credentials: 'include'`), or Chromium would fetch twice.
 * A page's own record (a match, a category's statistics) is left to the page: the address may name
 * one that does not exist, and a failed preload is an error in the browser's console.
 */
function resultsPreload(url: string): string | undefined {
  const page = RESULTS_PAGE.exec(url);
  if (!page) return undefined;
  const year = page[1];
  return RESULTS_DATA.map(
    (href) => `<${year ? `${href}?edition=${year}` : href}>; rel=preload; as=fetch; crossorigin=use-credentials`,
  ).join(', ');
}

/** A match's or a team's page without a year in front: the record's address as printed, mailed or put into a calendar. */
const RECORD_PAGE = /^\/((?:cs|en)\/)?results\/(match|team-detail)\/([1-9][0-9]{0,9})(?=[/?#]|$)/;
const RECORD_TABLE = { match: 'competition_matches_all', 'team-detail': 'competition_teams_all' } as const;

/**
 * Where an address of a record of another edition lives now: QR codes on printed sheets, calendar
 * feeds and shared links name `/results/match/{id}`, which means the current edition; once the next
 * edition is opened, the record is found under its year instead (`/2025/results/match/{id}`).
 */
async function pastRecordAddress(db: Db, url: string): Promise<string | undefined> {
  const found = RECORD_PAGE.exec(url);
  if (!found) return undefined;
  const [whole, language = '', kind, id] = found;
  const table = sql.identifier(RECORD_TABLE[kind as keyof typeof RECORD_TABLE]);
  const [row] = await queryRows<{ year: number }>(
    db,
    sql`select e.year from ${table} r join editions e on e.id = r.edition_id where r.id = ${Number(id)} and not e.is_current`,
  );
  return row ? `/${language}${row.year}/results/${kind}/${id}${url.slice(whole.length)}` : undefined;
}

/** Serves the built single-page app; unknown non-API paths get index.html so the client router decides. */
async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const distDir = options.distDir;
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file; the best one the client accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts content hashes into everything under assets/.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
          // A content security policy governs documents; on a script, style or image it does nothing
          // and is the largest header of the first visit's thirty-odd files.
          res.removeHeader('content-security-policy');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET' || !hasWeb) {
      throw new HttpError('not_found', `Route ${request.method} ${url.split('?')[0]} not found`);
    }
    if (path.extname(url.split('?')[0]) !== '') throw new HttpError('not_found', 'File not found');
    reply.header('cache-control', 'no-cache');
    const moved = options.db ? await pastRecordAddress(options.db, url) : undefined;
    if (moved) return reply.redirect(moved, 302);
    const preload = resultsPreload(url);
    if (preload) reply.header('link', preload);
    return reply.sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
