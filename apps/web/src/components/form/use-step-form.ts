import { useCallback, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { type FormSchema, fieldMessageResolver } from './resolver';

/** One step of a multi-step form: its fields' schema (an object of the fields it shows). */
export type FormStep = { id: string; schema: FormSchema };

type Steps = readonly [FormStep, ...FormStep[]];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;
type Merged<U> = UnionToIntersection<U> extends infer I extends FieldValues ? I : never;
/** The fields of all steps together. */
export type StepsInput<S extends Steps> = Merged<z.input<S[number]['schema']>>;
/** The final body: every step's output merged. */
export type StepsOutput<S extends Steps> = Merged<z.output<S[number]['schema']>>;

/** All steps' schemas as one: every step must pass, and their outputs merge into the body. */
export function mergeStepSchemas<S extends Steps>(steps: S): z.ZodType<StepsOutput<S>, StepsInput<S>> {
  const merged = steps.map((step) => step.schema).reduce((all, schema) => z.intersection(all, schema));
  // zod types an intersection pairwise; over a list of steps the result is all steps' fields together.
  return merged as unknown as z.ZodType<StepsOutput<S>, StepsInput<S>>;
}

export type StepForm<S extends Steps> = {
  form: UseFormReturn<StepsInput<S>, unknown, StepsOutput<S>>;
  step: S[number];
  index: number;
  isFirst: boolean;
  isLast: boolean;
  /** Checks the current step; moves on and resolves true when it passes. */
  next: () => Promise<boolean>;
  back: () => void;
  /** For AppForm's onInvalid: the final check failed, so show the first step at fault. */
  onInvalid: () => void;
  /** For AppForm's onFailure: the server refused a field of an earlier step, so show that step. */
  onFailure: (error: unknown) => void;
};

/** The top-level fields a step shows: the keys of its object schema. */
function stepFields(step: FormStep): readonly string[] {
  return step.schema instanceof z.ZodObject ? Object.keys(step.schema.shape) : [];
}

/**
 * A form in steps (continue, back, finish) over one set of values: "continue" checks only the current
 * step's schema, the final submit checks them all and sends their merged output. Values of other
 * steps are kept while the user moves between steps.
 */
export function useStepForm<const S extends Steps>({
  steps,
  ...options
}: Omit<UseFormProps<StepsInput<S>, unknown, StepsOutput<S>>, 'resolver'> & { steps: S }): StepForm<S> {
  const [index, setIndex] = useState(0);
  const current = useRef(index);
  current.current = index;
  const last = steps.length - 1;
  const checks = useMemo(() => {
    const whole = fieldMessageResolver(mergeStepSchemas(steps));
    // A step's own check only decides whether to move on (trigger); its output never becomes the body.
    const byStep = steps.map((step) => fieldMessageResolver(step.schema) as unknown as typeof whole);
    return { whole, byStep };
  }, [steps]);

  // One resolver for the form's lifetime, checking what the current step asks for.
  const resolver = useCallback<Resolver<StepsInput<S>, unknown, StepsOutput<S>>>(
    (values, context, resolverOptions) => {
      const check = current.current < last ? checks.byStep[current.current] : checks.whole;
      return check(values, context, resolverOptions);
    },
    [checks, last],
  );
  const form = useForm<StepsInput<S>, unknown, StepsOutput<S>>({ ...options, resolver });

  const next = useCallback(async () => {
    const valid = await form.trigger();
    if (valid) setIndex((value) => Math.min(value + 1, last));
    return valid;
  }, [form, last]);

  const back = useCallback(() => {
    form.clearErrors();
    setIndex((value) => Math.max(value - 1, 0));
  }, [form]);

  const onInvalid = useCallback(() => {
    const values = form.getValues();
    const failing = steps.findIndex((step) => !step.schema.safeParse(values).success);
    if (failing >= 0 && failing < current.current) setIndex(failing);
  }, [form, steps]);

  const onFailure = useCallback(
    (error: unknown) => {
      if (!isApiError(error, 400) || !error.body?.fields) return;
      const refused = Object.keys(error.body.fields).map((path) => path.split('.')[0]);
      const failing = steps.findIndex((step) => stepFields(step).some((field) => refused.includes(field)));
      if (failing >= 0 && failing !== current.current) setIndex(failing);
    },
    [steps],
  );

  return {
    form,
    step: steps[index],
    index,
    isFirst: index === 0,
    isLast: index === last,
    next,
    back,
    onInvalid,
    onFailure,
  };
}
