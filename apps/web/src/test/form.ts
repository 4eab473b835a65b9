import type { FieldValues } from 'react-hook-form';
import { type FormSchema, fieldMessageResolver } from '@/components/form/resolver';
import { decodeFieldMessage } from '@/lib/field-message';

/** Field -> message as a form's resolver reports it for `values`. */
export async function clientMessages(schema: FormSchema, values: FieldValues) {
  const result = await fieldMessageResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, decodeFieldMessage(error?.message as string)]),
  );
}
