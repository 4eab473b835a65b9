import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { buildTestApp, openTestDatabase } from '../../test/database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function enumsWith(env: Record<string, string>) {
  const app = await buildTestApp(database, env);
  try {
    const res = await app.inject({ method: 'GET', url: '/api/v1/web/enums' });
    expect(res.statusCode).toBe(200);
    return { site: res.json().site, csp: String(res.headers['content-security-policy']) };
  } finally {
    await app.close();
  }
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('site settings for the web app', () => {
  it('are empty without the variables, and the security policy allows no other origin', async () => {
    const { site, csp } = await enumsWith({});
    expect(site).toEqual({ analytics: null, imageProxyUrl: null });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('hand the tracker and the proxy to the web app and allow their origins', async () => {
    const { site, csp } = await enumsWith({
      ANALYTICS_URL: 'https://stats.example.org/matomo',
      ANALYTICS_SITE_ID: '7',
      IMAGE_PROXY_URL: 'http://images.example.org/resize',
    });
    expect(site).toEqual({
      analytics: { url: 'https://stats.example.org/matomo/', siteId: '7' },
      imageProxyUrl: 'http://images.example.org/resize',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://stats.example.org");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.org");
    expect(directive(csp, 'img-src')).toContain('http://images.example.org');
  });
});
