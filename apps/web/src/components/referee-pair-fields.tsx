import type { SelectProps } from '@mantine/core';
import type { Control, FieldPathByValue } from 'react-hook-form';
import type { FieldMessageTexts } from '@/lib/field-message';
import { SelectField } from './form/choice-fields';

type Position = 'referee1' | 'referee2';

/** Option values are referee ids; none chosen is null. */
type RefereePair = { referee1: string | null; referee2: string | null };

type Shared = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label' | 'placeholder' | 'data';

type Props<V extends RefereePair, O> = {
  control: Control<V, unknown, O>;
  /** The referees to choose from, as options or option groups. */
  data: SelectProps['data'];
  labels: Record<Position, string>;
  placeholder: string;
  /** The clear button's name for the field with this label. */
  clearLabel: (label: string) => string;
  /** What a picker has beyond the shared ones (required, size, its own messages). */
  fieldProps?: (position: Position) => Omit<SelectProps, Shared> & { messages?: FieldMessageTexts };
};

/** Referee 1 and referee 2 of a match: two searchable pickers that can be emptied. */
export function RefereePairFields<V extends RefereePair, O>({
  control,
  data,
  labels,
  placeholder,
  clearLabel,
  fieldProps,
}: Props<V, O>) {
  return (
    <>
      {(['referee1', 'referee2'] as const).map((position) => (
        <SelectField
          key={position}
          control={control}
          // Every form with a referee pair holds it in these two fields.
          name={position as FieldPathByValue<V, string | null | undefined>}
          label={labels[position]}
          placeholder={placeholder}
          data={data}
          searchable
          clearable
          // Mantine hides the clear button from keyboards and screen readers; here it is a real control.
          clearButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': clearLabel(labels[position]) }}
          {...fieldProps?.(position)}
        />
      ))}
    </>
  );
}
