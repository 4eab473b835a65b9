import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { PASSWORD_MAX, PASSWORD_MIN, registerInput } from '@tms/domain/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toast } from '@/components/toast';
import { useRegister } from '../api/register';
import { AuthPage } from '../components/auth-page';
import { PasswordField } from '../components/password-field';
import { SubmitProblemAlert } from '../components/submit-problem-alert';
import { formResolver } from '../lib/form-errors';
import { redirectSearch } from '../lib/redirect-target';
import { handleSubmitError, type SubmitProblem } from '../lib/submit-error';
import { useFieldErrorText } from '../lib/use-field-error-text';
import type { LoginLocationState } from './login-page';

type Values = z.input<typeof registerInput>;
type Output = z.output<typeof registerInput>;

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function RegistrationPage() {
  const { t, i18n } = useTranslation('auth');
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = redirectSearch(searchParams.get('redirect'));
  const register = useRegister();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: formResolver(registerInput),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      // Mails (password reset) go out in the language the account was created in.
      await register.mutateAsync({ ...values, locale: i18n.resolvedLanguage === 'en' ? 'en' : 'cs' });
      toast.success(t('signUp.success'));
      const state: LoginLocationState = { email: values.email };
      await navigate(`/login${search}`, { state });
    } catch (error) {
      setProblem(handleSubmitError(error, FIELDS, form.setError));
    }
  });

  return (
    <AuthPage title={t('signUp.title')} intro={t('signUp.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SubmitProblemAlert problem={problem} />
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <TextInput
              {...form.register('firstName')}
              label={t('signUp.firstName')}
              autoComplete="given-name"
              required
              miw={160}
              error={errorText(errors.firstName?.message)}
            />
            <TextInput
              {...form.register('lastName')}
              label={t('signUp.lastName')}
              autoComplete="family-name"
              required
              miw={160}
              error={errorText(errors.lastName?.message)}
            />
          </Group>
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('signUp.email')}
            autoComplete="email"
            inputMode="email"
            required
            error={errorText(errors.email?.message)}
          />
          <PasswordField
            {...form.register('password')}
            label={t('signUp.password')}
            description={t('signUp.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            autoComplete="new-password"
            required
            error={errorText(errors.password?.message)}
          />
          <Button type="submit" loading={isSubmitting} leftSection={<IconUserPlus size={18} aria-hidden />} fullWidth>
            {t('signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={`/login${search}`} inherit>
              {t('signIn.link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
