import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMailCheck, IconSend } from '@tabler/icons-react';
import { forgotPasswordInput } from '@tms/domain/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { toast } from '@/components/toast';
import { useForgotPassword } from '../api/forgot-password';
import { AuthPage } from '../components/auth-page';
import { SubmitProblemAlert } from '../components/submit-problem-alert';
import { formResolver } from '../lib/form-errors';
import { handleSubmitError, type SubmitProblem } from '../lib/submit-error';
import { useFieldErrorText } from '../lib/use-field-error-text';

type Values = z.input<typeof forgotPasswordInput>;
type Output = z.output<typeof forgotPasswordInput>;

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const errorText = useFieldErrorText();
  const forgot = useForgotPassword();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await forgot.mutateAsync({ email: values.email, locale: i18n.resolvedLanguage === 'en' ? 'en' : 'cs' });
      // The same answer whether the account exists or not: nobody learns which addresses are registered.
      toast.success(t('forgotPassword.success'));
      setSentTo(values.email);
    } catch (error) {
      setProblem(handleSubmitError(error, ['email'], form.setError));
    }
  });

  return (
    <AuthPage title={t('forgotPassword.title')} intro={sentTo ? undefined : t('forgotPassword.intro')}>
      {sentTo ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {t('forgotPassword.sent', { email: sentTo })}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('forgotPassword.backToSignIn')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SubmitProblemAlert problem={problem} />
            <TextInput
              {...form.register('email')}
              type="email"
              label={t('forgotPassword.email')}
              autoComplete="email"
              inputMode="email"
              required
              error={errorText(errors.email?.message)}
            />
            <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={18} aria-hidden />} fullWidth>
              {t('forgotPassword.submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('forgotPassword.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthPage>
  );
}
