import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_STATUS,
  type FieldMessageOptions,
  fieldMessageFromIssue,
  isErrorCode,
  isFieldMessageKey,
  ruleIssue,
} from './errors';

function issuesOf(schema: z.ZodType, value: unknown, options?: FieldMessageOptions) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((issue) => fieldMessageFromIssue(issue as never, options));
}

describe('fieldMessageFromIssue', () => {
  it('calls a missing or blank value required, whatever rule caught it', () => {
    expect(issuesOf(z.object({ a: z.string() }), {})).toEqual([{ key: 'required' }]);
    expect(issuesOf(z.string().min(3), '  ')).toEqual([{ key: 'required' }]);
    expect(issuesOf(z.object({ a: z.number() }), { a: null })).toEqual([{ key: 'required' }]);
  });

  it('names the rule a blank string broke when asked to (the API), but still calls a missing value required', () => {
    const api = { blankIsRequired: false };
    expect(issuesOf(z.string().trim().min(1), '  ', api)).toEqual([{ key: 'minLength', params: { min: 1 } }]);
    expect(issuesOf(z.object({ a: z.string() }), {}, api)).toEqual([{ key: 'required' }]);
  });

  it('tells string lengths, item counts and numbers apart', () => {
    expect(issuesOf(z.string().min(3), 'ab')).toEqual([{ key: 'minLength', params: { min: 3 } }]);
    expect(issuesOf(z.string().max(2), 'abc')).toEqual([{ key: 'maxLength', params: { max: 2 } }]);
    expect(issuesOf(z.array(z.number()).min(1), [])).toEqual([{ key: 'minItems', params: { min: 1 } }]);
    expect(issuesOf(z.array(z.number()).max(1), [1, 2])).toEqual([{ key: 'maxItems', params: { max: 1 } }]);
    expect(issuesOf(z.number().min(5), 4)).toEqual([{ key: 'min', params: { min: 5 } }]);
    expect(issuesOf(z.number().max(5), 6)).toEqual([{ key: 'max', params: { max: 5 } }]);
  });

  it('maps e-mail formats to email and other formats and types to invalidValue', () => {
    expect(issuesOf(z.email(), 'not-mail')).toEqual([{ key: 'email' }]);
    expect(issuesOf(z.uuid(), 'x')).toEqual([{ key: 'invalidValue' }]);
    expect(issuesOf(z.number(), 'x')).toEqual([{ key: 'invalidValue' }]);
  });

  it('keeps the key and parameters of a rule, and refuses keys it does not know', () => {
    const rule = z.string().refine(() => false, ruleIssue('duplicatedJerseyNumbers', { list: '7, 9' }));
    expect(issuesOf(rule, 'x')).toEqual([{ key: 'duplicatedJerseyNumbers', params: { list: '7, 9' } }]);
    const unknown = z.string().refine(() => false, { params: { key: 'somethingElse' } });
    expect(issuesOf(unknown, 'x')).toEqual([{ key: 'invalidValue' }]);
  });
});

describe('codes', () => {
  it('knows its codes and keys only', () => {
    expect(isErrorCode('match_locked')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isFieldMessageKey('required')).toBe(true);
    expect(isFieldMessageKey('constructor')).toBe(false);
  });

  it('sends client errors as 4xx and only the internal error and a full server as 5xx', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(status >= 500, code).toBe(code === 'internal_error' || code === 'service_unavailable');
    }
    expect(ERROR_STATUS.service_unavailable).toBe(503);
  });
});
