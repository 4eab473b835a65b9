import type { ErrorBody } from '@tms/domain/contract/common';
import { ERROR_CODES } from '@tms/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorText, failureText, fieldMessageLines, problemOf, problemText } from './api-error-text';
import { i18n } from './i18n';

const en = i18n.getFixedT('en', 'validation');
const cs = i18n.getFixedT('cs', 'validation');
const refused = (
  status: number,
  error: string,
  fields?: Record<string, { key: string; params?: Record<string, unknown> }>,
) =>
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

  it('lists the rules a refused accommodation broke, one line each, in the chosen language', () => {
    const error = refused(400, 'validation_error', {
      'allocations.0.placeId': { key: 'accommodationWrongPlace', params: { party: 'Sokol U12', place: 'Hotel Park' } },
      'allocations.1.rooms': {
        key: 'accommodationOverCapacity',
        params: { place: 'ZŠ Komenského', night: '2025-04-17', unit: '1.A', used: 22, beds: 20 },
      },
    });
    expect(fieldMessageLines(en, error)).toEqual([
      'Sokol U12 cannot stay at Hotel Park: the package is for another kind of place.',
      'ZŠ Komenského is over capacity on the night of 2025-04-17: 1.A has 22 persons for 20 beds.',
    ]);
    expect(fieldMessageLines(cs, error)[0]).toContain('Sokol U12');
    expect(fieldMessageLines(cs, error)[0]).not.toBe(fieldMessageLines(en, error)[0]);
    expect(fieldMessageLines(en, refused(409, 'in_use'))).toEqual([]);
    expect(fieldMessageLines(en, new TypeError('Failed to fetch'))).toEqual([]);
  });

  it("takes a screen's own texts first", () => {
    expect(apiErrorText(en, refused(401, 'invalid_credentials'), { invalid_credentials: 'Wrong password' })).toBe(
      'Wrong password',
    );
    expect(apiErrorText(en, new TypeError('offline'), { network: 'Offline' })).toBe('Offline');
    expect(failureText(cs, { status: 403, code: 'forbidden' })).toBe('Nemáte dostatečná oprávnění');
  });
});
