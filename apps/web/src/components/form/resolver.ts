import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessageFromIssue, type IssueLike } from '@tms/domain/errors';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeFieldMessage } from '@/lib/field-message';

/** A zod schema a form can validate with: an object of fields in, the request body out. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * zodResolver whose messages are the domain's field messages (the mapping the server applies to its
 * own validation), encoded for react-hook-form and translated when shown.
 */
export function fieldMessageResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema, {
    // zod hands the error map the raw issue, input included, which the mapping needs.
    error: (issue) => encodeFieldMessage(fieldMessageFromIssue(issue as IssueLike)),
  });
}
