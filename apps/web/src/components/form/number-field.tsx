import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { useFieldErrorText } from './use-field-error-text';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/**
 * A whole or decimal number. An emptied input holds `undefined`, so the schema reports `required`
 * rather than an invalid number.
 */
export function NumberField<V extends FieldValues, O>({
  control,
  name,
  messages,
  ...props
}: BoundFieldProps<V, O, number | null | undefined> & Omit<NumberInputProps, Bound>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <NumberInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, messages)}
    />
  );
}
