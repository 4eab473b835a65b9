import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { serializeError } from '../lib/log-safety';
import { TestClient } from '../test/client';
import { openTestDatabase } from '../test/database';
import { TEST_PASSWORD, createUser } from '../test/factories';

let database: Database;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'info' }),
    database,
    logStream: { write: (line: string) => logLines.push(line) },
  });
  // Failures raised inside a service, as a schema parse or the database would raise them.
  app.get('/api/test/service-parse', async () => z.object({ n: z.number() }).parse({ n: 'x' }));
  app.get('/api/test/database-refusal', async () => {
    throw Object.assign(new Error('Failed query: insert into "users" ("x") values ($1)\nparams: secret@example.com'), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('control characters', () => {
  it('refuses a NUL or another control character in a name with a field error, never a 500', async () => {
    const client = new TestClient(app);
    for (const firstName of ['a\u0000b', 'a\u001Bb', 'tab\there', 'line\nbreak']) {
      const res = await client.post('/api/v1/auth/register', {
        firstName,
        lastName: 'Nul',
        email: `nul${firstName.length}@example.com`,
        password: 'long enough secret',
      });
      expect(res.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation_error',
        message: 'Invalid body',
        fields: { firstName: { key: 'controlCharacters' } },
      });
    }
    const query = await client.get('/api/v1/competition/competition-match/1?t=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ t: { key: 'controlCharacters' } });
  });

  it('answers a schema failure inside a service and a value the database refuses with 400', async () => {
    const parse = await app.inject({ method: 'GET', url: '/api/test/service-parse' });
    expect(parse.statusCode).toBe(400);
    expect(parse.json()).toMatchObject({ error: 'validation_error', fields: { n: { key: expect.any(String) } } });
    const refused = await app.inject({ method: 'GET', url: '/api/test/database-refusal' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'bad_request' });
  });
});

describe('logs', () => {
  it('hold no password hash, session id, reset token, cookie or query value', async () => {
    const user = await createUser(database.db);
    const client = new TestClient(app);
    await client.login(user.username, TEST_PASSWORD);
    const sid = client.cookies.get('sid')!;
    await client.post('/api/v1/auth/register', {
      firstName: 'a\u0000b',
      lastName: 'Hash',
      email: 'hash@example.com',
      password: 'long enough secret',
    });
    await client.post('/api/v1/auth/register', {
      firstName: 'Real',
      lastName: 'Hash',
      email: 'hash@example.com',
      password: 'long enough secret',
    });
    await client.post('/api/v1/auth/password/forgot', { email: user.username });
    await client.get('/api/v1/web/enums?token=QueryResetToken123&email=leak%40example.com');
    await app.inject({ method: 'GET', url: '/api/test/database-refusal' });
    await client.request({ method: 'GET', url: '/api/v1/web/users/me', headers: { authorization: 'Bearer abc' } });

    const log = logLines.join('');
    expect(log).toContain('/api/v1/web/enums');
    expect(log).toContain('invalid byte sequence');
    for (const secret of ['$argon2', sid, 'QueryResetToken123', 'leak@example.com', 'secret@example.com', 'token=']) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toMatch(/password-reset\?token/);
  });

  it('cut the parameters from a failed query, in the message and the stack', () => {
    const error = new Error('Failed query: select 1 where "a" = $1\nparams: $argon2id$v=19$secret');
    const logged = serializeError(new Error('wrapper', { cause: error }));
    expect(JSON.stringify(logged)).not.toContain('argon2');
    expect((logged.cause as { message: string }).message).toBe(
      'Failed query: select 1 where "a" = $1\nparams: [redacted]',
    );
  });
});

describe('framework refusals', () => {
  it('answer in the error contract with the security headers, whatever refuses them', async () => {
    const tooLong = await app.inject({ method: 'GET', url: `/api/v1/competition/statistics/${'A'.repeat(200)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: 'uri_too_long', message: expect.any(String) });
    expect(tooLong.headers['x-frame-options']).toBe('DENY');
    expect(tooLong.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const badJson = await new TestClient(app).request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.body).not.toContain('FST_ERR');
    expect(badJson.headers['x-frame-options']).toBe('DENY');
  });

  it('answer headers too large (431) from the socket in the same shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'x'.repeat(20_000) } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ error: 'headers_too_large', message: expect.any(String) });
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keep one frame policy on every answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/web/enums' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
