import type { ErrorBody } from '@tms/domain/contract/common';
import { ERROR_CODES } from '@tms/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorText, failureText, problemOf, problemText } from './api-error-text';
import { i18n } from './i18n';

const en = i18n.getFixedT('en', 'validation');
const cs = i18n.getFixedT('cs', 'validation');
const refused = (status: number, error: string, fields?: Record<string, { key: string }>) =>
  // Typed loosely on purpose: a server may send codes and keys this app does not know.
  new ApiError('action', status, { error, message: 'x', fields } as unknown as ErrorBody);

describe('texts of refused calls', () => {
  it('has a text for every error code in both languages', () => {
    for (const code of [...ERROR_CODES, 'network' as const]) {
      for (const t of [en, cs]) expect(problemText(t, code), code).not.toMatch(/^request\./);
    }
  });

  it('names the problem by code, by status for codes it does not know, and network without an answer', () => {
    expect(problemOf(refused(409, 'match_locked'))).toBe('match_locked');
    expect(problemOf(refused(429, 'rate_limited'))).toBe('too_many_requests');
    expect(problemOf(refused(502, 'bad_gateway'))).toBe('internal_error');
    expect(problemOf(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('shows the field messages of a validation error, each once', () => {
    const error = refused(400, 'validation_error', {
      'participants.0': { key: 'notOfClub' },
      'participants.3': { key: 'notOfClub' },
      minute: { key: 'wrongStage' },
    });
    expect(apiErrorText(en, error)).toBe(
      "The participant does not belong to the team's club. This event type is not possible in this stage of the match.",
    );
  });

  it("takes a screen's own texts first", () => {
    expect(apiErrorText(en, refused(401, 'invalid_credentials'), { invalid_credentials: 'Wrong password' })).toBe(
      'Wrong password',
    );
    expect(apiErrorText(en, new TypeError('offline'), { network: 'Offline' })).toBe('Offline');
    expect(failureText(cs, { status: 403, code: 'forbidden' })).toBe('Nemáte dostatečná oprávnění');
  });
});
