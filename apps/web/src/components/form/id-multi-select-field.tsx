import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import type { IdOption } from './id-select-field';
import { useFieldErrorText } from './use-field-error-text';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'data';

/** Several records of a list, the field holding their numeric ids (Mantine's MultiSelect works with strings). */
export function IdMultiSelectField<V extends FieldValues, O>({
  control,
  name,
  messages,
  options,
  ...props
}: BoundFieldProps<V, O, number[]> & Omit<MultiSelectProps, Bound> & { options: readonly IdOption[] }) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  const value: number[] = Array.isArray(field.value) ? field.value : [];
  return (
    <MultiSelect
      {...props}
      data={options.map((option) => ({ ...option, value: String(option.value) }))}
      ref={field.ref}
      name={field.name}
      value={value.map(String)}
      onChange={(values) => field.onChange(values.map(Number))}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, messages)}
    />
  );
}
