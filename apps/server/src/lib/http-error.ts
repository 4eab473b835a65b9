import { ERROR_STATUS, type ErrorCode, type ErrorCodeOf, type FieldErrors } from '@tms/domain/errors';

/**
 * The one error type services and routes throw. Its code comes from the domain's closed list and its
 * status from that list too, so a code the web has no text for does not compile and a code never
 * travels with two statuses.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Response headers that belong to the error, e.g. `Retry-After` of a 429. */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent beside `error` and `message`, e.g. `fields` or the sign-in mismatch's `code: 104`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const unauthorized = () => new HttpError('unauthorized', 'Sign in first');

export const forbidden = (message = 'You do not have sufficient permissions') => new HttpError('forbidden', message);

export const notFound = (what: string) => new HttpError('not_found', `${what} not found`);

/** A 400 with field messages, for rules the request schema cannot check (they need the database). */
export const invalid = (fields: FieldErrors, message = 'Invalid body') =>
  new HttpError('validation_error', message, { fields });

export const conflict = (code: ErrorCodeOf<409>, message: string) => new HttpError(code, message);

/** Capacity reached: the client may try again after `retryAfterSeconds`. */
export function serviceUnavailable(retryAfterSeconds: number, message: string) {
  const error = new HttpError('service_unavailable', message);
  error.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return error;
}

export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many attempts, please wait a few minutes and try again',
) {
  const error = new HttpError('too_many_requests', message);
  error.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return error;
}
