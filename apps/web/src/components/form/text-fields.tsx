import {
  PasswordInput,
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BoundFieldProps } from './bound-field';
import { useFieldErrorText } from './use-field-error-text';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** What every text input takes from its form field: the value (null shown empty), the events and the message. */
function useTextBinding<V extends FieldValues, O, T extends string | null | undefined>({
  control,
  name,
  messages,
}: Pick<BoundFieldProps<V, O, T>, 'control' | 'name' | 'messages'>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return {
    ref: field.ref,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: errorText(fieldState.error, messages),
  };
}

/** A text input bound to a text field of the form (optional texts may hold null), showing the field's message. */
export function TextField<V extends FieldValues, O>({
  control,
  name,
  messages,
  ...props
}: BoundFieldProps<V, O, string | null | undefined> & Omit<TextInputProps, Bound>) {
  const bound = useTextBinding({ control, name, messages });
  return <TextInput {...props} {...bound} />;
}

/** A date (YYYY-MM-DD) in the browser's own date picker. */
export function DateField<V extends FieldValues, O>(
  props: BoundFieldProps<V, O, string | null | undefined> & Omit<TextInputProps, Bound | 'type'>,
) {
  return <TextField {...props} type="date" />;
}

/** A password input with its show/hide toggle named in the current language. */
export function PasswordField<V extends FieldValues, O>({
  control,
  name,
  messages,
  ...props
}: BoundFieldProps<V, O, string> & Omit<PasswordInputProps, Bound>) {
  const { t } = useTranslation('core');
  const bound = useTextBinding({ control, name, messages });
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('form.passwordVisibility') }} {...props} {...bound} />
  );
}

/** A multi-line text bound to a string field. */
export function TextareaField<V extends FieldValues, O>({
  control,
  name,
  messages,
  ...props
}: BoundFieldProps<V, O, string | null | undefined> & Omit<TextareaProps, Bound>) {
  const bound = useTextBinding({ control, name, messages });
  return <Textarea {...props} {...bound} />;
}
