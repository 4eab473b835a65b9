import type { FieldMessage } from '@tms/domain/errors';
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { encodeFieldMessage, toFieldMessage } from '@/lib/field-message';

/** The form's field for a path of the request body (`teams.1.name`), or null when no field shows it. */
export type ServerPath = (path: string) => string | null;

/** True when `values` has something at the dotted path, array rows included (`teams.1.name`). */
export function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const segment of path.split('.')) {
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) return false;
      node = node[index];
    } else if (typeof node === 'object' && node !== null && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment];
    } else {
      return false;
    }
  }
  return true;
}

type FormAccess<V extends FieldValues> = { getValues: UseFormGetValues<V>; setError: UseFormSetError<V> };

/**
 * Puts the field messages of a 400 `validation_error` (`fields: { 'a.b.0': { key, params } }`) on the
 * form's fields, focusing the first. Returns the messages no field of the form shows (to be shown for
 * the whole form), or null when the error is not a validation error.
 */
export function placeServerErrors<V extends FieldValues>(
  error: unknown,
  form: FormAccess<V>,
  serverPath: ServerPath = (path) => path,
): FieldMessage[] | null {
  if (!isApiError(error, 400) || error.code !== 'validation_error' || !error.body?.fields) return null;
  const values = form.getValues();
  const unplaced: FieldMessage[] = [];
  let first = true;
  for (const [path, raw] of Object.entries(error.body.fields)) {
    const message = toFieldMessage(raw);
    const field = serverPath(path);
    if (field === null || !hasPath(values, field)) {
      unplaced.push(message);
      continue;
    }
    form.setError(field as Path<V>, { type: 'server', message: encodeFieldMessage(message) }, { shouldFocus: first });
    first = false;
  }
  return unplaced;
}
