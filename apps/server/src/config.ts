import type { SiteSettings } from '@tms/domain/contract/enums';
import { isIP } from 'node:net';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
};

/** Words proxy-addr knows for address ranges, besides addresses and CIDR blocks. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string) {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For: none (off), the nearest N hops, or
 * the listed proxy addresses. Trusting every sender would let any client pick its own address.
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  if (/^[1-9]\d{0,1}$/.test(text)) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every(isProxyAddress)) return addresses;
  ctx.addIssue({
    code: 'custom',
    message: 'must be off, a hop count (1-99) or a comma-separated list of proxy addresses or CIDR blocks',
  });
  return z.NEVER;
});

/** A key as web-push writes it: base64url of `bytes` bytes. */
const base64urlKey = (bytes: number, what: string) =>
  z.string().refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, {
    error: `must be ${what} in base64url (${bytes} bytes), as \`npx web-push generate-vapid-keys\` prints it`,
  });

/** Who runs the push sender, for push services to contact (RFC 8292): an https: address or a mailto: one. */
const vapidSubject = z.string().refine(
  (value) => {
    try {
      const { protocol, hostname } = new URL(value);
      return protocol === 'mailto:' || (protocol === 'https:' && hostname !== 'localhost');
    } catch {
      return false;
    }
  },
  { error: 'must be a mailto: address or an https: URL (not localhost)' },
);

const envSchema = z
  .object({
    NODE_ENV: optionalString(z.enum(['development', 'production', 'test'])),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
    DATABASE_URL: optionalString(urlWithProtocols(['postgres:', 'postgresql:'])),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    SEED_DEMO: optionalString(booleanFlag),
    DEMO_STAGE: optionalString(z.enum(['live', 'before-draw'])),
    PUBLIC_URL: optionalString(urlWithProtocols(['http:', 'https:'])),
    SMTP_URL: optionalString(urlWithProtocols(['smtp:', 'smtps:'])),
    SESSION_SECRET: optionalString(z.string().min(32, { error: 'must be at least 32 characters long' })),
    WEB_DIST_DIR: optionalString(z.string()),
    ANALYTICS_URL: optionalString(urlWithProtocols(['http:', 'https:'])),
    ANALYTICS_SITE_ID: optionalString(
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be letters, digits, - or _ (at most 64)' }),
    ),
    IMAGE_PROXY_URL: optionalString(urlWithProtocols(['http:', 'https:'])),
    TRUST_PROXY: optionalString(trustProxy),
    LIVE_STREAM_LIMIT: wholeNumber(1, 1_000_000, 20_000),
    LIVE_STREAM_BUFFER_KB: wholeNumber(16, 65_536, 256),
    VAPID_PUBLIC_KEY: optionalString(base64urlKey(65, 'an uncompressed P-256 public key')),
    VAPID_PRIVATE_KEY: optionalString(base64urlKey(32, 'a P-256 private key')),
    VAPID_SUBJECT: optionalString(vapidSubject),
    PUSH_LOCAL_ENDPOINTS: optionalString(booleanFlag),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // Browsers' subscriptions are bound to the public key: half a key pair cannot sign for it.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      const other = env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
    }
    // Half an analytics setup would silently track nothing.
    if (Boolean(env.ANALYTICS_URL) !== Boolean(env.ANALYTICS_SITE_ID)) {
      const missing = env.ANALYTICS_URL ? 'ANALYTICS_SITE_ID' : 'ANALYTICS_URL';
      const other = env.ANALYTICS_URL ? 'ANALYTICS_URL' : 'ANALYTICS_SITE_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
    }
  });

/** Fastify's `trustProxy`: off, a hop count, or proxy addresses. */
export type TrustProxy = false | number | string[];

export type Config = {
  production: boolean;
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  /** Seed the demo tournament into an empty database; default on for the embedded database only. */
  seedDemo: boolean;
  /** Which day of the tournament the demo shows: during it (`live`) or when registration closed (`before-draw`). */
  demoStage: 'live' | 'before-draw';
  /** DEMO_STAGE was given: a database seeded with another stage is warned about at start. */
  demoStageSet?: boolean;
  publicUrl: string;
  smtpUrl?: string;
  sessionSecret?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Built web app to serve instead of apps/web/dist. */
  webDistDir?: string;
  /** What the web app needs from the environment: the analytics tracker and the image proxy. */
  site: SiteSettings;
  trustProxy: TrustProxy;
  /** Live stream (Server-Sent Events) limits of this instance. */
  liveStreams: {
    /** Open streams served at most; a further one is answered 503 with Retry-After. */
    maxStreams: number;
    /** A stream whose client lags this many bytes behind is closed; it resumes with Last-Event-ID. */
    maxBufferedBytes: number;
  };
  push: {
    /** The VAPID key pair of the environment; unset: the one kept in the database (made on first start). */
    vapidKeys?: { publicKey: string; privateKey: string };
    vapidSubject: string;
    /**
     * Accept push endpoints on http or on loopback and private addresses. Off, a subscription can only
     * name a public https push service, so nobody makes the server post to the internal network.
     */
    localEndpoints: boolean;
  };
};

// The tracker's files are addressed relative to its base (matomo.js, matomo.php).
const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The site's own https address, else the organiser's mail address (push services accept no http or localhost). */
function defaultVapidSubject(publicUrl: string | undefined): string {
  if (publicUrl) {
    const url = new URL(publicUrl);
    if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  }
  return 'mailto:noreply@handballcup.cz';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const SECRET_VARIABLES = new Set(['SESSION_SECRET', 'VAPID_PRIVATE_KEY']);

/** Parses the environment; every problem is reported at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        // A secret goes to the log of a failed start only by its name.
        const shown = value === undefined || SECRET_VARIABLES.has(name) ? '' : ` (${JSON.stringify(value)})`;
        return `${name}${shown}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    demoStage: e.DEMO_STAGE ?? 'live',
    demoStageSet: e.DEMO_STAGE !== undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    site: {
      analytics:
        e.ANALYTICS_URL && e.ANALYTICS_SITE_ID
          ? { url: withTrailingSlash(e.ANALYTICS_URL), siteId: e.ANALYTICS_SITE_ID }
          : null,
      imageProxyUrl: e.IMAGE_PROXY_URL ?? null,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    liveStreams: { maxStreams: e.LIVE_STREAM_LIMIT, maxBufferedBytes: e.LIVE_STREAM_BUFFER_KB * 1024 },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.PUBLIC_URL),
      localEndpoints: e.PUSH_LOCAL_ENDPOINTS ?? false,
    },
  };
}
