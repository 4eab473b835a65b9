import { Checkbox, type CheckboxProps, Select, type SelectProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { useFieldErrorText } from './use-field-error-text';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** One of a list (Mantine Select: option values are strings; none chosen is null, as is a value left out). */
export function SelectField<V extends FieldValues, O>({
  control,
  name,
  messages,
  ...props
}: BoundFieldProps<V, O, string | null | undefined> & Omit<SelectProps, Bound>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, messages)}
    />
  );
}

/** A yes/no field. */
export function CheckboxField<V extends FieldValues, O>({
  control,
  name,
  messages,
  ...props
}: BoundFieldProps<V, O, boolean | null | undefined> & Omit<CheckboxProps, Bound | 'checked'>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, messages)}
    />
  );
}
