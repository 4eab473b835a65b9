import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tms/domain/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toast } from '@/components/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthPage } from '../components/auth-page';
import { PasswordField } from '../components/password-field';
import { SubmitProblemAlert } from '../components/submit-problem-alert';
import { formResolver, serverFieldErrors } from '../lib/form-errors';
import { isPlausibleResetToken, passwordResetForm } from '../lib/password-reset-form';
import { handleSubmitError, type SubmitProblem } from '../lib/submit-error';
import { useFieldErrorText } from '../lib/use-field-error-text';

type Values = z.input<typeof passwordResetForm>;
type Output = z.output<typeof passwordResetForm>;

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {t('passwordReset.invalidToken')}
      </Alert>
      <Button component={Link} to="/forgot-password" variant="light">
        {t('passwordReset.requestNew')}
      </Button>
    </Stack>
  );
}

export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(passwordResetForm),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!isPlausibleResetToken(token)) return;
    setProblem(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
      toast.success(t('passwordReset.success'));
      await navigate('/login', { replace: true });
    } catch (error) {
      const found = handleSubmitError(error, ['password'], form.setError);
      // A malformed token is reported as a field error of `token`, which the form does not show.
      const tokenRejected = serverFieldErrors(error, ['token'])?.fields.token !== undefined;
      setProblem(tokenRejected ? 'invalidToken' : found);
    }
  });

  const invalid = !isPlausibleResetToken(token) || problem === 'invalidToken';

  return (
    <AuthPage title={t('passwordReset.title')} intro={invalid ? undefined : t('passwordReset.intro')}>
      {invalid ? (
        <InvalidLink />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SubmitProblemAlert problem={problem} />
            <PasswordField
              {...form.register('password')}
              label={t('passwordReset.password')}
              description={t('signUp.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              autoComplete="new-password"
              required
              error={errorText(errors.password?.message)}
            />
            <PasswordField
              {...form.register('confirmation')}
              label={t('passwordReset.confirmation')}
              autoComplete="new-password"
              required
              error={errorText(errors.confirmation?.message)}
            />
            <Button type="submit" loading={isSubmitting} leftSection={<IconKey size={18} aria-hidden />} fullWidth>
              {t('passwordReset.submit')}
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
