import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/** A validation message as the server sends it: a stable key with parameters (DESIGN.md §2). */
export type FieldMessage = { key: string; params?: Record<string, unknown> };

/** Keys the forms can translate; anything else is shown as an invalid value. */
export const FIELD_MESSAGE_KEYS = [
  'required',
  'minLength',
  'maxLength',
  'email',
  'invalidValue',
  'min',
  'max',
  'minItems',
  'maxItems',
  'passwordMismatch',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export function isFieldMessageKey(key: string): key is FieldMessageKey {
  return (FIELD_MESSAGE_KEYS as readonly string[]).includes(key);
}

type Issue = {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  params?: Record<string, unknown>;
};

/** The same mapping the server applies to its validation errors, so both read alike. */
export function fieldMessageFromIssue(issue: Issue): FieldMessage {
  // An empty or blank field is "required", whichever rule happened to catch it first.
  if (issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '')) {
    return { key: 'required' };
  }
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
    case 'custom':
      return typeof issue.params?.key === 'string'
        ? { key: issue.params.key, params: issue.params.params as Record<string, unknown> | undefined }
        : { key: 'invalidValue' };
    default:
      return { key: 'invalidValue' };
  }
}

// react-hook-form keeps a string per field error; the key and parameters travel in it as JSON and
// are translated at render time, so a language switch re-translates errors already shown.
export function encodeFieldMessage(message: FieldMessage): string {
  return JSON.stringify(message);
}

export function decodeFieldMessage(text: string | undefined): FieldMessage | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'key' in parsed && typeof parsed.key === 'string') {
      const params = 'params' in parsed && typeof parsed.params === 'object' ? parsed.params : undefined;
      return { key: parsed.key, params: (params ?? undefined) as Record<string, unknown> | undefined };
    }
  } catch {
    // Not one of ours: shown as a generic invalid value.
  }
  return { key: 'invalidValue' };
}

/** zodResolver for a shared contract schema whose messages are encoded field messages. */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, {
    error: (issue) => encodeFieldMessage(fieldMessageFromIssue(issue as unknown as Issue)),
  }) as Resolver<Input, unknown, Output>;
}

export type ServerFieldErrors<Field extends string> = {
  /** Errors on fields the form shows. */
  fields: Partial<Record<Field, FieldMessage>>;
  /** Errors on anything else (e.g. a hidden field), to be shown for the whole form. */
  other: FieldMessage[];
};

/**
 * Field errors of a 400 `validation_error` split into the form's fields and the rest; null when the
 * error is something else. Paths are dotted (`teams.0.name`); a field matches its own path only.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): ServerFieldErrors<Field> | null {
  if (!isApiError(error, 400) || error.code !== 'validation_error' || !error.body?.fields) return null;
  const result: ServerFieldErrors<Field> = { fields: {}, other: [] };
  for (const [path, message] of Object.entries(error.body.fields)) {
    const field = formFields.find((name) => name === path);
    if (field) result.fields[field] = { key: message.key, params: message.params };
    else result.other.push({ key: message.key, params: message.params });
  }
  return result;
}
