import { type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FormSchema, fieldMessageResolver } from './resolver';

export type AppFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
  /** The request's schema from `@tms/domain/contract`, or a form schema built on it. */
  schema: S;
};

/** react-hook-form with the schema's rules and the domain's field messages. */
export function useAppForm<S extends FormSchema>({ schema, ...options }: AppFormOptions<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: fieldMessageResolver(schema) });
}
