import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tms/domain/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { PasswordField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { isApiError } from '@/lib/api-client';
import { problemOf } from '@/lib/api-error-text';
import { useResetPassword } from '../api/reset-password';
import { AuthPage } from '../components/auth-page';
import { AuthProblem } from '../components/auth-problem';
import { isPlausibleResetToken, passwordResetForm } from '../lib/password-reset-form';

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

/** The server refused the token: expired or used (invalid_token), or malformed (a field error of `token`). */
function tokenRefused(error: unknown): boolean {
  return problemOf(error) === 'invalid_token' || (isApiError(error, 400) && error.body?.fields?.token !== undefined);
}

export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const [rejected, setRejected] = useState(false);
  const form = useAppForm({ schema: passwordResetForm, defaultValues: { password: '', confirmation: '' } });
  const invalid = !isPlausibleResetToken(token) || rejected;

  return (
    <AuthPage title={t('passwordReset.title')} intro={invalid ? undefined : t('passwordReset.intro')}>
      {invalid ? (
        <InvalidLink />
      ) : (
        <AppForm
          form={form}
          onSubmit={async (values) => {
            await reset.mutateAsync({ token, password: values.password });
            toast.success(t('passwordReset.success'));
            await navigate('/login', { replace: true });
          }}
          onFailure={(error) => setRejected(tokenRefused(error))}
        >
          <Stack gap="md">
            <AuthProblem />
            <PasswordField
              control={form.control}
              name="password"
              label={t('passwordReset.password')}
              description={t('signUp.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              autoComplete="new-password"
              required
            />
            <PasswordField
              control={form.control}
              name="confirmation"
              label={t('passwordReset.confirmation')}
              autoComplete="new-password"
              required
            />
            <SubmitButton leftSection={<IconKey size={18} aria-hidden />} fullWidth>
              {t('passwordReset.submit')}
            </SubmitButton>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('forgotPassword.backToSignIn')}
            </Anchor>
          </Stack>
        </AppForm>
      )}
    </AuthPage>
  );
}
