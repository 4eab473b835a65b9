import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { useFieldErrorText } from './use-field-error-text';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur';

type NumberFieldProps = Omit<NumberInputProps, Bound> & {
  /**
   * What an emptied input holds: `undefined` (the default), so that the schema reports `required`
   * rather than an invalid number, or `null` where no number is a valid answer.
   */
  emptyValue?: null | undefined;
};

/** A whole or decimal number; `error` marks the input when the field itself has no message. */
export function NumberField<V extends FieldValues, O>({
  control,
  name,
  messages,
  emptyValue,
  error,
  ...props
}: BoundFieldProps<V, O, number | null | undefined> & NumberFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <NumberInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : emptyValue)}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, messages) ?? error}
    />
  );
}
