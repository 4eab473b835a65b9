// The error contract of the API (DESIGN.md §3): every failed call answers
// `{ error: ErrorCode, message, fields? }`. Codes and field message keys are closed unions, so the
// server cannot invent a code the web has no text for, and the web's exhaustive switches fail to
// typecheck when a code is added here without a translation.

import { RULE_KEYS } from './rule-messages-en';

/** Stable error codes with the HTTP status each one is sent with. */
export const ERROR_STATUS = {
  validation_error: 400,
  invalid_token: 400,
  /** A request the server cannot read at all: malformed JSON, a broken URL, a body that does not match its length. */
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_failed: 403,
  /** Sign-in to an account the back-office blocked. */
  account_blocked: 403,
  not_found: 404,
  user_exists: 409,
  match_locked: 409,
  /** The official match report exists once the match is finished (approved). */
  match_not_finished: 409,
  invalid_transition: 409,
  teams_unknown: 409,
  participants_with_events: 409,
  /** The club would be left without a club admin. */
  last_club_admin: 409,
  /** The only super admin would lose the role (or be blocked). */
  last_super_admin: 409,
  /** An admin would remove his own admin or super admin role. */
  own_admin_role: 409,
  /** An admin would block his own account. */
  own_account: 409,
  /** roster_edit_till has passed: the club roster is read-only for the club. */
  roster_deadline_passed: 409,
  /** A move or swap would break a hard rule of the schedule; `conflicts: [{ rule, matchIds }]` names them. */
  schedule_conflict: 409,
  /** A draw or schedule would touch matches that have left not_started; `matchIds` lists them. */
  matches_started: 409,
  /** A schedule plan breaks a hard rule; `conflicts: [{ rule, matchIds }]` names them. */
  plan_conflict: 400,
  /** A referee edit breaks a hard rule; `conflicts: [{ rule, refereeId, matchIds }]` names them. */
  referee_conflict: 409,
  /** Referee assignments to apply break a hard rule; `conflicts: [{ rule, refereeId, matchIds }]` names them. */
  referee_plan_conflict: 400,
  /** The match roster is confirmed or its match has started: only the hall staff change it now. */
  roster_closed: 409,
  /** A record others use cannot be deleted (deactivate it instead); `usages` says where it is used. */
  in_use: 409,
  /** A tournament edition of that year exists already. */
  edition_exists: 409,
  /** The client sent its request too slowly. */
  request_timeout: 408,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  too_many_requests: 429,
  headers_too_large: 431,
  internal_error: 500,
  /** The server is at its capacity for this (e.g. open live streams); `Retry-After` says when to try again. */
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The codes sent with one HTTP status, e.g. `ErrorCodeOf<409>` for the conflicts. */
export type ErrorCodeOf<Status extends number> = {
  [Code in ErrorCode]: (typeof ERROR_STATUS)[Code] extends Status ? Code : never;
}[ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/**
 * Keys of field messages (`fields: { path: { key, params } }`). Generic keys come from the zod
 * mapping below; rule keys come from the domain's own checks (their English texts live beside them
 * in rule-messages-en.ts).
 */
export const FIELD_MESSAGE_KEYS = [
  // generic
  'required',
  'minLength',
  'maxLength',
  'email',
  'invalidValue',
  'min',
  'max',
  'minItems',
  'maxItems',
  'duplicate',
  // accounts
  'passwordMismatch',
  // match events and rosters
  'notOnRoster',
  'leaderCannotScore',
  'notAllowed',
  'wrongStage',
  'notOfClub',
  'referee1Required',
  'duplicatedJerseyNumbers',
  // pricing, payments, contacts, eligibility, match rosters, referee registration
  ...RULE_KEYS,
] as const;

export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export function isFieldMessageKey(value: unknown): value is FieldMessageKey {
  return typeof value === 'string' && (FIELD_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** A validation message: a stable key with parameters, translated by the web (DESIGN.md §2). */
export type FieldMessage = { key: FieldMessageKey; params?: Record<string, unknown> };

/** Field messages by dotted path (`teams.0.name`); `_` for the body as a whole. */
export type FieldErrors = Record<string, FieldMessage>;

/**
 * The parts of a zod issue the mapping reads. `input` must be reported (zod's `reportInput`, or the
 * issue as an error map sees it): without it every issue would read as a missing value.
 */
export type IssueLike = {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  params?: Record<string, unknown>;
};

export type FieldMessageOptions = {
  /**
   * Whether a blank string is `required` whichever rule caught it (default). Forms want that; the API
   * names the rule a blank string broke (`minLength` with its minimum), as it always has, so that a
   * client learns the actual limit. A missing value is `required` either way.
   */
  blankIsRequired?: boolean;
};

/**
 * One zod issue (with its input) as a field message. A missing or null value is `required`, and so is
 * an empty or blank one unless the options say otherwise. A custom check names its key in
 * `params.key` (see `ruleIssue`).
 */
export function fieldMessageFromIssue(issue: IssueLike, options: FieldMessageOptions = {}): FieldMessage {
  const blankIsRequired = options.blankIsRequired ?? true;
  if (issue.input === undefined || issue.input === null) return { key: 'required' };
  if (blankIsRequired && typeof issue.input === 'string' && issue.input.trim() === '') return { key: 'required' };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return { key: 'minLength', params: { min: issue.minimum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'minItems', params: { min: issue.minimum } };
      return { key: 'min', params: { min: issue.minimum } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'maxLength', params: { max: issue.maximum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'maxItems', params: { max: issue.maximum } };
      return { key: 'max', params: { max: issue.maximum } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : { key: 'invalidValue' };
    case 'custom': {
      const key = issue.params?.key;
      if (!isFieldMessageKey(key)) return { key: 'invalidValue' };
      const params = issue.params?.params;
      return typeof params === 'object' && params !== null
        ? { key, params: params as Record<string, unknown> }
        : { key };
    }
    default:
      return { key: 'invalidValue' };
  }
}

/** Params of a zod `refine`/`superRefine` issue that carries a rule's message key. */
export function ruleIssue(key: FieldMessageKey, params?: Record<string, unknown>) {
  return { params: params ? { key, params } : { key } };
}
