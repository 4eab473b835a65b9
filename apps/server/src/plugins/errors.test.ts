import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { TestClient } from '../test/client';
import { buildTestApp, openTestDatabase } from '../test/database';

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

const register = (client: TestClient, payload: string, contentType = 'application/json') =>
  client.request({ method: 'POST', url: '/api/v1/auth/register', payload, headers: { 'content-type': contentType } });

describe('error bodies', () => {
  it('answers what the framework refuses with a code of the contract, never an FST_ERR code', async () => {
    const client = new TestClient(app);
    type Res = { statusCode: number; json: () => unknown };
    const cases: [() => Promise<Res>, number, string][] = [
      [() => register(client, '{"firstName": '), 400, 'bad_request'],
      [() => register(client, '<firstName>Eva</firstName>', 'application/xml'), 415, 'unsupported_media_type'],
      [() => register(client, JSON.stringify({ firstName: 'x'.repeat(1_100_000) })), 413, 'payload_too_large'],
      [() => client.get('/api/v1/competition/competition-match/%E0%A4%A'), 400, 'bad_request'],
      [() => client.get(`/api/v1/competition/statistics/${'A'.repeat(200)}`), 414, 'uri_too_long'],
      [() => client.request({ method: 'PATCH', url: '/api/v1/web/enums' }), 404, 'not_found'],
    ];
    for (const [send, status, code] of cases) {
      const res = await send();
      expect(res.statusCode, code).toBe(status);
      expect(res.json(), code).toEqual({ error: code, message: expect.any(String) });
    }
  });

  it('tells a missing field from a wrong one and names the rule a blank one broke', async () => {
    const res = await new TestClient(app).post('/api/v1/auth/register', {
      firstName: '  ',
      lastName: 42,
      password: 'long enough secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_error',
      message: 'Invalid body',
      fields: {
        firstName: { key: 'minLength', params: { min: 1 } },
        lastName: { key: 'invalidValue' },
        email: { key: 'required' },
      },
    });
  });

  it('takes codes from the contract only, each with its own status', () => {
    expect(new HttpError('match_locked', 'Locked').statusCode).toBe(409);
    // @ts-expect-error a code outside the contract does not compile
    expect(new HttpError('no_such_code', 'x').statusCode).toBeUndefined();
  });
});
