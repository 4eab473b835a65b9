import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type CachedBody = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string; builtAt: number };

/**
 * Bodies that thousands of spectators poll are built once, compressed once and kept until the
 * data changes; a request then costs a header comparison and a buffer write.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<CachedBody>>();

  get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = build().then(encode);
      this.entries.set(key, entry);
      // A failed build must not stick.
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return entry;
  }

  invalidate(...keys: string[]) {
    if (keys.length === 0) this.entries.clear();
    for (const key of keys) this.entries.delete(key);
  }
}

/** The key of a body per edition: `static` of the current one, `static@2024` of 2024's. */
export function editionKey(name: string, year: number | undefined): string {
  return year === undefined ? name : `${name}@${year}`;
}

async function encode(value: unknown): Promise<CachedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 7,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, gzip: gz, br, etag, builtAt: Date.now() };
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    accepted.set(name, q ? Number(q.trim().slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Answers 304 when the client has the current body, else the best precompressed variant. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('etag', body.etag);
  reply.header('vary', 'accept-encoding');
  reply.header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.identity);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : body.gzip);
}
