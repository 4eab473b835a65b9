import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { loginInput } from '@tms/domain/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useLogin } from '../api/login';
import { AuthPage } from '../components/auth-page';
import { PasswordField } from '../components/password-field';
import { SubmitProblemAlert } from '../components/submit-problem-alert';
import { formResolver } from '../lib/form-errors';
import { redirectSearch, redirectTarget } from '../lib/redirect-target';
import { handleSubmitError, type SubmitProblem } from '../lib/submit-error';
import { useFieldErrorText } from '../lib/use-field-error-text';

type Values = z.input<typeof loginInput>;
type Output = z.output<typeof loginInput>;

/** What other auth pages may hand over when they send the user here. */
export type LoginLocationState = { email?: string } | null;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = useLocation().state as LoginLocationState;
  const login = useLogin();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(loginInput),
    defaultValues: { email: state?.email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await login.mutateAsync(values);
      await navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      const found = handleSubmitError(error, ['email', 'password'], form.setError);
      setProblem(found);
      if (found === 'invalidCredentials') {
        form.resetField('password');
        form.setFocus('password');
      }
    }
  });

  // Keep the pending target when the visitor has to sign up first.
  const search = redirectSearch(searchParams.get('redirect'));

  return (
    <AuthPage title={t('signIn.title')} intro={t('signIn.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SubmitProblemAlert problem={problem} />
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('signIn.email')}
            autoComplete="username"
            inputMode="email"
            required
            error={errorText(errors.email?.message)}
          />
          <PasswordField
            {...form.register('password')}
            label={t('signIn.password')}
            autoComplete="current-password"
            required
            error={errorText(errors.password?.message)}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('signIn.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting} leftSection={<IconLogin2 size={18} aria-hidden />} fullWidth>
            {t('signIn.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signIn.noAccount')}{' '}
            <Anchor component={Link} to={`/registration${search}`} inherit>
              {t('signUp.link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
