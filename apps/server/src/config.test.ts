import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      production: false,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('does not seed a PostgreSQL server by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('caps the live streams per instance and how far a stream may lag', () => {
    expect(loadConfig({}).liveStreams).toEqual({ maxStreams: 20_000, maxBufferedBytes: 256 * 1024 });
    expect(loadConfig({ LIVE_STREAM_LIMIT: '500', LIVE_STREAM_BUFFER_KB: '64' }).liveStreams).toEqual({
      maxStreams: 500,
      maxBufferedBytes: 64 * 1024,
    });
    for (const bad of ['0', '-1', '1.5', 'many', '2000000']) {
      expect(() => loadConfig({ LIVE_STREAM_LIMIT: bad }), bad).toThrow(/LIVE_STREAM_LIMIT.*whole number/);
    }
    expect(() => loadConfig({ LIVE_STREAM_BUFFER_KB: '8' })).toThrow(/LIVE_STREAM_BUFFER_KB/);
  });

  it('takes the VAPID key pair and subject of push notices, both keys or none, and never prints the private key', () => {
    const keys = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
    };
    expect(loadConfig({}).push).toEqual({
      vapidKeys: undefined,
      vapidSubject: 'mailto:noreply@handballcup.cz',
      localEndpoints: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://cup.example.com/' }).push.vapidSubject).toBe('https://cup.example.com');
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'mailto:office@cup.example.com' }).push).toEqual({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      vapidSubject: 'mailto:office@cup.example.com',
      localEndpoints: false,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY: is required/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY })).toThrow(/VAPID_PUBLIC_KEY: is required/);
    expect(() => loadConfig({ ...keys, VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://cup.example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'https://localhost' })).toThrow(/VAPID_SUBJECT/);
    try {
      loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'secret-but-broken' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/VAPID_PRIVATE_KEY: must be/);
      expect(String(error)).not.toContain('secret-but-broken');
    }
    expect(loadConfig({ PUSH_LOCAL_ENDPOINTS: 'true' }).push.localEndpoints).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO']) expect(problems).toContain(name);
      expect((error as ConfigError).problems).toHaveLength(4);
    }
  });

  it('takes analytics only with both its URL and its site id', () => {
    expect(loadConfig({}).site).toEqual({ analytics: null, imageProxyUrl: null });
    expect(
      loadConfig({ ANALYTICS_URL: 'https://stats.example.org', ANALYTICS_SITE_ID: 'cup-2025' }).site.analytics,
    ).toEqual({ url: 'https://stats.example.org/', siteId: 'cup-2025' });
    expect(() => loadConfig({ ANALYTICS_URL: 'https://stats.example.org' })).toThrow(/ANALYTICS_SITE_ID/);
    expect(() => loadConfig({ ANALYTICS_SITE_ID: '3' })).toThrow(/ANALYTICS_URL/);
    expect(() => loadConfig({ ANALYTICS_URL: 'ftp://x', ANALYTICS_SITE_ID: '3' })).toThrow(/ANALYTICS_URL/);
    expect(() => loadConfig({ IMAGE_PROXY_URL: 'not a url' })).toThrow(/IMAGE_PROXY_URL/);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).production).toBe(true);
  });

  it('trusts X-Forwarded-For only from the configured proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', 'everyone', '10.0.0.1/33', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
