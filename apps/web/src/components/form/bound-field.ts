import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { FieldMessageTexts } from '@/lib/field-message';

/**
 * What every input of the kit takes: the form's `control` and the field's name (dotted, array rows
 * included: `teams.${index}.name`), typed so only fields holding the input's kind of value fit.
 */
export type BoundFieldProps<V extends FieldValues, O, T> = {
  control: Control<V, unknown, O>;
  name: FieldPathByValue<V, T>;
  /** The field's own wording of some messages (e.g. "Choose a player" for `required`). */
  messages?: FieldMessageTexts;
};
