import type { FieldMessage } from '@tms/domain/errors';
import { type ComponentPropsWithoutRef, createContext, type ReactNode, useContext, useState } from 'react';
import { type FieldValues, FormProvider, type SubmitErrorHandler, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { placeServerErrors, type ServerPath } from './server-errors';

/** Why the last submit failed, for the alert above the fields. */
export type SubmitProblemState = {
  error: unknown;
  /** Field messages of a validation error that no field of the form shows. */
  messages: FieldMessage[] | null;
};

const ProblemContext = createContext<SubmitProblemState | null>(null);

/** The failure of the last submit of the enclosing AppForm, null when it went through. */
export function useSubmitProblem(): SubmitProblemState | null {
  return useContext(ProblemContext);
}

export type AppFormProps<V extends FieldValues, O> = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'onInvalid' | 'children'
> & {
  form: UseFormReturn<V, unknown, O>;
  /** Called with the parsed body; a thrown error is shown (field errors on their fields, the rest above them). */
  onSubmit: (values: O) => Promise<unknown> | unknown;
  /** The client-side check failed (e.g. a multi-step form goes back to the step at fault). */
  onInvalid?: SubmitErrorHandler<V>;
  /** Server body paths to the form's field names when they differ. */
  serverPath?: ServerPath;
  /** Anything a screen does on a failure besides showing it (e.g. clearing the password). */
  onFailure?: (error: unknown) => void;
  children: ReactNode;
};

/**
 * A form of the kit: validates with the form's schema, submits, and on a failure puts the server's
 * field messages on their fields and the rest in the <SubmitProblem> alert. The fields, the submit
 * button and the alert inside it find the form through context.
 */
export function AppForm<V extends FieldValues, O>({
  form,
  onSubmit,
  onInvalid,
  serverPath,
  onFailure,
  children,
  ...props
}: AppFormProps<V, O>) {
  const [problem, setProblem] = useState<SubmitProblemState | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const unplaced = placeServerErrors(error, form, serverPath);
      if (unplaced === null || unplaced.length > 0) setProblem({ error, messages: unplaced });
      // No answer or a server fault: the details are for the developer console only.
      if (!isApiError(error) || error.status >= 500) console.warn('Submitting the form failed', error);
      onFailure?.(error);
    }
  }, onInvalid);

  return (
    <FormProvider {...form}>
      <ProblemContext.Provider value={problem}>
        <form {...props} onSubmit={submit} noValidate>
          {children}
        </form>
      </ProblemContext.Provider>
    </FormProvider>
  );
}
