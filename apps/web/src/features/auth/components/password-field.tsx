import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = PasswordInputProps & { ref?: Ref<HTMLInputElement> };

/** Mantine's password input with its show/hide toggle named in the current language. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }} {...props} />;
}
