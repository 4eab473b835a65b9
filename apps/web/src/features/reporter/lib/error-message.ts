import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

const FIELD_KEYS = [
  'notOnRoster',
  'leaderCannotScore',
  'notAllowed',
  'wrongStage',
  'max',
  'invalidValue',
  'duplicate',
  'notOfClub',
  'referee1Required',
  'duplicatedJerseyNumbers',
] as const;
type FieldKey = (typeof FIELD_KEYS)[number];

const isFieldKey = (key: string): key is FieldKey => (FIELD_KEYS as readonly string[]).includes(key);

/** One field message of a 400 answer in the reporter's words. */
export function fieldMessage(t: TFunction<'reporter'>, key: string, params: Record<string, unknown> = {}): string {
  if (!isFieldKey(key)) return t('errors.invalidValue');
  switch (key) {
    case 'max':
      return t('errors.max', { max: Number(params.max) });
    case 'referee1Required':
      return t('referees.referee1Required');
    case 'duplicatedJerseyNumbers':
      return t('roster.duplicated', { list: String(params.list ?? '') });
    default:
      return t(`errors.${key}`);
  }
}

export type FailureDetails = {
  status: number;
  code: string | null | undefined;
  fields?: Record<string, { key: string; params?: Record<string, unknown> }> | null;
};

/** What to tell the reporter about a refused call (status, error code, field messages). */
export function failureMessage(t: TFunction<'reporter'>, { status, code, fields }: FailureDetails): string {
  if (status === 400 && fields) {
    const messages = Object.values(fields).map((field) => fieldMessage(t, field.key, field.params));
    if (messages.length > 0) return [...new Set(messages)].join(' ');
  }
  switch (code) {
    case 'match_locked':
      return t('errors.matchLocked');
    case 'invalid_transition':
      return t('errors.invalidTransition');
    case 'teams_unknown':
      return t('errors.teamsUnknown');
    case 'participants_with_events':
      return t('errors.participantsWithEvents');
    default:
      break;
  }
  if (status === 401) return t('errors.unauthorized');
  if (status === 403) return t('errors.forbidden');
  if (status === 404) return t('errors.notFound');
  return t('errors.unknown');
}

/** What to tell the reporter about a failed call. */
export function errorMessage(t: TFunction<'reporter'>, error: unknown): string {
  if (!isApiError(error)) return t('errors.network');
  return failureMessage(t, { status: error.status, code: error.code, fields: error.body?.fields });
}
