import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { loginInput } from '@tms/domain/contract/auth';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { PasswordField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { problemOf } from '@/lib/api-error-text';
import { useLogin } from '../api/login';
import { AuthPage } from '../components/auth-page';
import { AuthProblem } from '../components/auth-problem';
import { redirectSearch, redirectTarget } from '../lib/redirect-target';

/** What other auth pages may hand over when they send the user here. */
export type LoginLocationState = { email?: string } | null;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = useLocation().state as LoginLocationState;
  const login = useLogin();
  const form = useAppForm({ schema: loginInput, defaultValues: { email: state?.email ?? '', password: '' } });
  // Keep the pending target when the visitor has to sign up first.
  const search = redirectSearch(searchParams.get('redirect'));

  return (
    <AuthPage title={t('signIn.title')} intro={t('signIn.intro')}>
      <AppForm
        form={form}
        onSubmit={async (values) => {
          await login.mutateAsync(values);
          await navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
        }}
        onFailure={(error) => {
          if (problemOf(error) !== 'invalid_credentials') return;
          form.resetField('password');
          form.setFocus('password');
        }}
      >
        <Stack gap="md">
          <AuthProblem />
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('signIn.email')}
            autoComplete="username"
            inputMode="email"
            required
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
            required
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('signIn.forgotPassword')}
            </Anchor>
          </Group>
          <SubmitButton leftSection={<IconLogin2 size={18} aria-hidden />} fullWidth>
            {t('signIn.submit')}
          </SubmitButton>
          <Text size="sm" ta="center">
            {t('signIn.noAccount')}{' '}
            <Anchor component={Link} to={`/registration${search}`} inherit>
              {t('signUp.link')}
            </Anchor>
          </Text>
        </Stack>
      </AppForm>
    </AuthPage>
  );
}
