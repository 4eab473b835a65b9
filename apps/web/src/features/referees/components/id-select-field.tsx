import { Select, type SelectProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from '@/components/form/bound-field';
import { useFieldErrorText } from '@/components/form/use-field-error-text';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'data';

type IdSelectFieldProps = Omit<SelectProps, Bound> & {
  options: readonly { id: number; label: string }[];
};

/** One record of a list, stored as its id (a number; none chosen is null). */
export function IdSelectField<V extends FieldValues, O>({
  control,
  name,
  messages,
  options,
  ...props
}: BoundFieldProps<V, O, number | null | undefined> & IdSelectFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <Select
      searchable
      {...props}
      data={options.map((option) => ({ value: String(option.id), label: option.label }))}
      ref={field.ref}
      name={field.name}
      value={field.value == null ? null : String(field.value)}
      onChange={(value) => field.onChange(value === null ? null : Number(value))}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, messages)}
    />
  );
}
