import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

type Call = { url: string; init: RequestInit };

function mockFetch(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('apiRequest', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup of the CSRF cookie
    document.cookie = 'csrf=abc%20123';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup
    document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends credentials and the action name, but no CSRF header on GET', async () => {
    const calls = mockFetch(200, { ok: true });
    await expect(
      apiRequest('getCompetitionLive', '/competition/live', { query: { t: 5, x: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls[0].url).toBe('/api/v1/competition/live?t=5');
    expect(calls[0].init.credentials).toBe('include');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['X-Action-Name']).toBe('getCompetitionLive');
    expect(headers['X-CSRF-Token']).toBeUndefined();
  });

  it('sends the csrf cookie value as X-CSRF-Token and a JSON body on mutations', async () => {
    const calls = mockFetch(204, undefined);
    await expect(apiRequest('logout', '/logout', { method: 'POST', body: { a: 1 } })).resolves.toBeUndefined();
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['X-CSRF-Token']).toBe('abc 123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"a":1}');
  });

  it('sends a FormData as multipart with the CSRF header and no JSON content type', async () => {
    const calls = mockFetch(201, { id: 1 });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'text/plain' }), 'a.txt');
    await apiRequest('uploadFile', '/web/files', { method: 'POST', body: form });
    expect(calls[0].init.body).toBe(form);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['X-CSRF-Token']).toBe('abc 123');
  });

  it('throws a typed error with status and body', async () => {
    mockFetch(401, { error: 'unauthorized', message: 'Sign in first' });
    const error = await apiRequest('getCurrentUser', '/web/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Sign in first' });
  });

  it('keeps a null body when the error is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await apiRequest('getEnums', '/web/enums').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: null });
  });
});
