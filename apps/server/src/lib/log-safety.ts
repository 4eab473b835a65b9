import type { FastifyServerOptions } from 'fastify';

// Logs are read by more people than the data is meant for and kept longer: they never hold
// passwords or their hashes, session ids, reset tokens, cookies or the values of a query.

/** Fields pino blanks wherever a log line carries them (one level down, too). */
const REDACTED = [
  'password',
  'passwordHash',
  'token',
  'cookie',
  'cookies',
  'sid',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-csrf-token"]',
  'headers.authorization',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.cookie',
  '*.sid',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.headers["x-csrf-token"]',
  '*.headers.authorization',
];

type LoggedError = Error & { code?: unknown; statusCode?: unknown; cause?: unknown };

/**
 * A failed query's message ends with its parameters (the values of the row: e-mail, password hash);
 * the query text itself names only columns. Everything from `params:` on is cut, here and in the stack.
 */
function withoutParams(text: string) {
  const at = text.indexOf('\nparams:');
  return at < 0 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  const err = error as LoggedError;
  const message = withoutParams(err.message);
  const stack = err.stack ? withoutParams(err.stack.replace(err.message, message)) : '';
  return {
    type: err.name,
    message,
    ...(typeof err.code === 'string' || typeof err.code === 'number' ? { code: err.code } : {}),
    ...(typeof err.statusCode === 'number' ? { statusCode: err.statusCode } : {}),
    stack,
    // A driver's error under the query error says what went wrong; its `detail` may quote values and is left out.
    ...(err.cause !== undefined && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

/** The path of a request URL: its query may hold a reset token or a person's data. */
export const pathOnly = (url: string) => url.split('?', 1)[0];

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: (error: unknown) => serializeError(error) },
  };
}
