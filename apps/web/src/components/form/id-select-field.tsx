import { Select, type SelectProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { useFieldErrorText } from './use-field-error-text';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'data';

export type IdOption = { value: number; label: string; disabled?: boolean };

type IdSelectFieldProps = Omit<SelectProps, Bound> & {
  options: readonly IdOption[];
  /** What "none chosen" holds: `undefined` (the default: the schema asks for a value) or `null` (a valid "none"). */
  emptyValue?: null | undefined;
};

/** One record of a list, the field holding its numeric id (Mantine's Select works with strings). */
export function IdSelectField<V extends FieldValues, O>({
  control,
  name,
  messages,
  options,
  emptyValue,
  ...props
}: BoundFieldProps<V, O, number | null | undefined> & IdSelectFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <Select
      {...props}
      data={options.map((option) => ({ ...option, value: String(option.value) }))}
      ref={field.ref}
      name={field.name}
      value={field.value == null ? null : String(field.value)}
      onChange={(value) => field.onChange(value === null ? emptyValue : Number(value))}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, messages)}
    />
  );
}
