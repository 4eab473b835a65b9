import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { PASSWORD_MAX, PASSWORD_MIN, registerInput } from '@tms/domain/contract/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { PasswordField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { useRegister } from '../api/register';
import { AuthPage } from '../components/auth-page';
import { AuthProblem } from '../components/auth-problem';
import { redirectSearch } from '../lib/redirect-target';
import type { LoginLocationState } from './login-page';

export function RegistrationPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = redirectSearch(searchParams.get('redirect'));
  const register = useRegister();
  const form = useAppForm({
    schema: registerInput,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  return (
    <AuthPage title={t('signUp.title')} intro={t('signUp.intro')}>
      <AppForm
        form={form}
        onSubmit={async (values) => {
          // Mails (password reset) go out in the language the account was created in.
          await register.mutateAsync({ ...values, locale: i18n.resolvedLanguage === 'en' ? 'en' : 'cs' });
          toast.success(t('signUp.success'));
          const state: LoginLocationState = { email: values.email };
          await navigate(`/login${search}`, { state });
        }}
      >
        <Stack gap="md">
          <AuthProblem />
          {/* Side by side from the sm breakpoint; on a phone each name gets the full width. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={form.control}
              name="firstName"
              label={t('signUp.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              control={form.control}
              name="lastName"
              label={t('signUp.lastName')}
              autoComplete="family-name"
              required
            />
          </SimpleGrid>
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('signUp.email')}
            autoComplete="email"
            inputMode="email"
            required
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('signUp.password')}
            description={t('signUp.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            autoComplete="new-password"
            required
          />
          <SubmitButton leftSection={<IconUserPlus size={18} aria-hidden />} fullWidth>
            {t('signUp.submit')}
          </SubmitButton>
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={`/login${search}`} inherit>
              {t('signIn.link')}
            </Anchor>
          </Text>
        </Stack>
      </AppForm>
    </AuthPage>
  );
}
