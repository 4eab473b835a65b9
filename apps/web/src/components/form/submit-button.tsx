import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useFormState } from 'react-hook-form';

type SubmitButtonProps = Omit<ButtonProps & ComponentPropsWithoutRef<'button'>, 'type' | 'loading'>;

/** The enclosing AppForm's submit button, busy while the submit runs. */
export function SubmitButton(props: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" loading={isSubmitting} />;
}
