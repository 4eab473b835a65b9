import { errorBody } from '@tms/domain/contract/common';
import { ERROR_STATUS } from '@tms/domain/errors';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { TestClient } from './test/client';
import { buildTestApp, openTestDatabase } from './test/database';
import { TEST_PASSWORD, createMatch, createUser } from './test/factories';

// Every mutating route of the API document and every route with path or query parameters gets
// malformed requests, as anonymous and as a user with every role. None may answer 5xx or break the
// error contract. The routes come from the document, so a new route is covered without a change here.

// 100 per route keeps the whole pass near a minute as the API grows (every new route adds its runs);
// the seed changes on every run, so the runs together still cover far more than one pass does.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** A stream never ends; the admin's own sign-out would end the session the other requests use. */
const SKIPPED = new Set(['GET /api/v1/competition/live/stream']);
const ADMIN_SKIPPED = new Set(['POST /api/v1/logout']);

type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
};

let database: Database;
let app: FastifyInstance;
let anonymous: TestClient;
let admin: TestClient;
let knownId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  knownId = (await createMatch(database.db)).id;
  const user = await createUser(database.db, {
    roles: [
      'ROLE_USER',
      'ROLE_ADMIN',
      'ROLE_SUPER_ADMIN',
      'ROLE_COMPETITION_REPORTER',
      'ROLE_COMPETITION_SUPER_REPORTER',
    ],
  });
  admin = new TestClient(app);
  await admin.login(user.username, TEST_PASSWORD);
  anonymous = new TestClient(app);
  await anonymous.get('/api/health');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Schema = { properties?: Record<string, unknown>; $ref?: string };

async function operations(): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: Schema }> };
        }
      >
    >;
  };
  const found: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const mutating = upper !== 'GET' && upper !== 'HEAD';
      if (SKIPPED.has(`${upper} ${path}`)) continue;
      if (!mutating && pathParams.length === 0 && queryParams.length === 0) continue;
      found.push({ method: upper, path, pathParams, queryParams, bodyFields: Object.keys(schema?.properties ?? {}) });
    }
  }
  return found;
}

const deep = (depth: number) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const LOOSE_IDS = ['0x10', '1e3', '+1', '01', ' 1', '1\n', '0', '-1', '1.5', '99999999999', 'NaN', '', '%', '..'];

const controlText = fc.constantFrom('a\u0000b', '\u0000', 'x\u001b[31m', 'tab\tline\nbreak', '\u007f', 'a\u200bb');
const hugeText = fc.constantFrom('x'.repeat(70_000), '€'.repeat(20_000));
const protoKeys = fc.constantFrom<Record<string, unknown>>(
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": null, "prototype": 1}'),
);
const malformed: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...LOOSE_IDS),
  controlText,
  hugeText,
  protoKeys,
  fc.constantFrom(deep(40), deep(2000)),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.anything(),
);

const pathValue = fc.oneof(fc.constantFrom(...LOOSE_IDS), fc.string({ maxLength: 20 }), fc.integer().map(String));

type Request = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  signedIn: boolean;
  csrf: boolean;
};

function requests(operation: Operation): fc.Arbitrary<Request> {
  const url = fc
    .tuple(
      fc.array(fc.oneof(pathValue, fc.constant(String(knownId))), {
        minLength: operation.pathParams.length,
        maxLength: operation.pathParams.length,
      }),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...operation.queryParams, '__proto__', 'limit'), fc.string({ maxLength: 8 })),
        fc.oneof(pathValue, controlText, fc.string()),
        { maxKeys: 3 },
      ),
    )
    .map(([values, query]) => {
      let path = operation.path;
      operation.pathParams.forEach((name, i) => {
        path = path.replace(`{${name}}`, encodeURIComponent(values[i]));
      });
      const search = new URLSearchParams(query).toString();
      return search ? `${path}?${search}` : path;
    });
  const objectBody = fc
    .dictionary(
      fc.oneof(fc.constantFrom(...operation.bodyFields, '__proto__', 'constructor'), fc.string({ maxLength: 10 })),
      malformed,
      { maxKeys: Math.max(3, operation.bodyFields.length) },
    )
    .map((body) => JSON.stringify(body));
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = fc.oneof(
    objectBody.map((payload) => ({ payload, contentType: 'application/json' })),
    malformed.map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' })),
    fc
      .constantFrom('{"__proto__": {"x": 1}}', '{"a": 1', '[]', '"text"', '{"constructor": {"prototype": {}}}')
      .map((payload) => ({ payload, contentType: 'application/json' })),
    fc
      .tuple(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
        ),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
    fc.constant({}),
  );
  return fc
    .record({ url, body, signedIn: fc.boolean(), csrf: fc.integer({ min: 0, max: 19 }).map((n) => n > 0) })
    .map(({ url, body, signedIn, csrf }) => ({
      method: operation.method,
      url,
      headers: body.contentType ? { 'content-type': body.contentType } : ({} as Record<string, string>),
      payload: operation.method === 'GET' ? undefined : body.payload,
      signedIn: signedIn && !ADMIN_SKIPPED.has(`${operation.method} ${operation.path}`),
      csrf,
    }));
}

/** Why an answer breaks the contract, or null when it keeps it. */
function problem(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'error body is not JSON';
  }
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return `error body outside the contract: ${res.body.slice(0, 200)}`;
  if (ERROR_STATUS[parsed.data.error] !== res.statusCode) return `code ${parsed.data.error} with ${res.statusCode}`;
  if (res.statusCode === 429 && !res.headers['retry-after']) return '429 without Retry-After';
  return null;
}

describe('malformed requests', () => {
  it(`never answer 5xx or break the error contract (seed ${SEED})`, async () => {
    const routes = await operations();
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, operation] of routes.entries()) {
      const samples = fc.sample(requests(operation), { numRuns: RUNS_PER_ROUTE, seed: SEED + index });
      for (let at = 0; at < samples.length; at += 8) {
        await Promise.all(
          samples.slice(at, at + 8).map(async (request) => {
            const client = request.signedIn ? admin : anonymous;
            const res = await client.request({
              method: request.method as 'GET',
              url: request.url,
              headers: request.headers,
              payload: request.payload,
              csrf: request.csrf,
            });
            sent++;
            const why = problem(res);

            if (why && failures.length < 20) {
              failures.push(
                `${request.method} ${request.url.slice(0, 120)} [${request.signedIn ? 'admin' : 'anonymous'}] ${why}`,
              );
            }
          }),
        );
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  }, 120_000);
});
