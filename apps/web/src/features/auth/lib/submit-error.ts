import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { encodeFieldMessage, serverFieldErrors } from './form-errors';

/** Form-level problems the auth pages tell apart; each has a text in the auth namespace. */
export type SubmitProblem = 'invalidCredentials' | 'userExists' | 'invalidToken' | 'tooManyAttempts' | 'unknown';

/**
 * Puts the server's field errors onto the form's fields and answers what to show above the form:
 * null when every problem sits on a field. Errors the form cannot place become `unknown`.
 */
export function handleSubmitError<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): SubmitProblem | null {
  const fieldErrors = serverFieldErrors(error, fields);
  if (fieldErrors) {
    let first = true;
    for (const field of fields) {
      const message = fieldErrors.fields[field];
      if (!message) continue;
      setError(field, { type: 'server', message: encodeFieldMessage(message) }, { shouldFocus: first });
      first = false;
    }
    return fieldErrors.other.length > 0 ? 'unknown' : null;
  }
  if (isApiError(error, 401) && error.code === 'invalid_credentials') return 'invalidCredentials';
  if (isApiError(error, 409) && error.code === 'user_exists') return 'userExists';
  if (isApiError(error, 400) && error.code === 'invalid_token') return 'invalidToken';
  if (isApiError(error, 429)) return 'tooManyAttempts';
  // Network failures and 5xx: the details are for the developer console only.
  console.error('Submitting the form failed', error);
  return 'unknown';
}
