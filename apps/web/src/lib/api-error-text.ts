import type { ErrorCode } from '@tms/domain/errors';
import { isErrorCode } from '@tms/domain/errors';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';
import { toFieldMessage, translateFieldMessage } from './field-message';

/** What a refused or failed call is about: an error code, or no answer from the server at all. */
export type Problem = ErrorCode | 'network';

/** Texts a screen words its own way, by problem (e.g. the sign-in page's text for invalid_credentials). */
export type ProblemTexts = Partial<Record<Problem, string>>;

/** A refused call as the offline queue keeps it, or as an ApiError carries it. */
export type Failure = {
  status: number;
  code: string | null | undefined;
  fields?: Record<string, { key: string; params?: Record<string, unknown> }> | null;
};

// A code the server sends without its own text here falls back to its status.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** The problem of a failed call: its error code, the code its status stands for, or `network`. */
export function problemOf(error: unknown): Problem {
  if (!isApiError(error)) return 'network';
  return failureCode({ status: error.status, code: error.code });
}

function failureCode({ status, code }: Failure): ErrorCode {
  if (isErrorCode(code)) return code;
  return CODE_BY_STATUS[status] ?? 'internal_error';
}

/** One text per problem; a code added to the domain's ERROR_STATUS without a case here fails the typecheck. */
export function problemText(t: TFunction<'validation'>, problem: Problem): string {
  switch (problem) {
    case 'validation_error':
      return t('request.validationError');
    case 'invalid_token':
      return t('request.invalidToken');
    case 'unauthorized':
      return t('request.unauthorized');
    case 'invalid_credentials':
      return t('request.invalidCredentials');
    case 'forbidden':
      return t('request.forbidden');
    case 'csrf_failed':
      return t('request.csrfFailed');
    case 'account_blocked':
      return t('request.accountBlocked');
    case 'not_found':
      return t('request.notFound');
    case 'user_exists':
      return t('request.userExists');
    case 'match_locked':
      return t('request.matchLocked');
    case 'match_not_finished':
      return t('request.matchNotFinished');
    case 'invalid_transition':
      return t('request.invalidTransition');
    case 'teams_unknown':
      return t('request.teamsUnknown');
    case 'participants_with_events':
      return t('request.participantsWithEvents');
    case 'last_club_admin':
      return t('request.lastClubAdmin');
    case 'last_super_admin':
      return t('request.lastSuperAdmin');
    case 'own_admin_role':
      return t('request.ownAdminRole');
    case 'own_account':
      return t('request.ownAccount');
    case 'roster_deadline_passed':
      return t('request.rosterDeadlinePassed');
    case 'schedule_conflict':
      return t('request.scheduleConflict');
    case 'matches_started':
      return t('request.matchesStarted');
    case 'plan_conflict':
      return t('request.planConflict');
    case 'referee_conflict':
      return t('request.refereeConflict');
    case 'referee_plan_conflict':
      return t('request.refereePlanConflict');
    case 'roster_closed':
      return t('request.rosterClosed');
    case 'in_use':
      return t('request.inUse');
    case 'edition_exists':
      return t('request.editionExists');
    case 'too_many_requests':
      return t('request.tooManyRequests');
    case 'internal_error':
      return t('request.internalError');
    case 'service_unavailable':
      return t('request.serviceUnavailable');
    case 'bad_request':
      return t('request.badRequest');
    case 'payload_too_large':
      return t('request.payloadTooLarge');
    case 'uri_too_long':
      return t('request.uriTooLong');
    case 'headers_too_large':
      return t('request.headersTooLarge');
    case 'request_timeout':
      return t('request.requestTimeout');
    case 'unsupported_media_type':
      return t('request.unsupportedMediaType');
    case 'network':
      return t('request.network');
    default: {
      const unknown: never = problem;
      return unknown;
    }
  }
}

/**
 * What to tell the user about a refused call: the field messages of a validation error (when no field
 * of the screen shows them), else the text of its error code.
 */
export function failureText(t: TFunction<'validation'>, failure: Failure, texts: ProblemTexts = {}): string {
  const code = failureCode(failure);
  if (code === 'validation_error' && failure.fields && !texts.validation_error) {
    const messages = Object.values(failure.fields).map((field) => translateFieldMessage(t, toFieldMessage(field)));
    if (messages.length > 0) return [...new Set(messages)].join(' ');
  }
  return texts[code] ?? problemText(t, code);
}

/**
 * The field messages of a refused call one by one (a long refusal, such as an allocation breaking
 * several rules, reads better as a list); empty when the call carried none.
 */
export function fieldMessageLines(t: TFunction<'validation'>, error: unknown): string[] {
  if (!isApiError(error) || !error.body?.fields) return [];
  const lines = Object.values(error.body.fields).map((field) => translateFieldMessage(t, toFieldMessage(field)));
  return [...new Set(lines)];
}

/** What to tell the user about a failed call (see failureText); no answer at all is `network`. */
export function apiErrorText(t: TFunction<'validation'>, error: unknown, texts: ProblemTexts = {}): string {
  if (!isApiError(error)) return texts.network ?? problemText(t, 'network');
  return failureText(t, { status: error.status, code: error.code, fields: error.body?.fields }, texts);
}

/** apiErrorText in the current language (the `validation` namespace must be loaded with the page). */
export function useApiErrorText(): (error: unknown, texts?: ProblemTexts) => string {
  const { t } = useTranslation('validation');
  return useCallback((error: unknown, texts?: ProblemTexts) => apiErrorText(t, error, texts), [t]);
}
