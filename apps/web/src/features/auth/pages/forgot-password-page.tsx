import { Alert, Anchor, Stack } from '@mantine/core';
import { IconArrowLeft, IconMailCheck, IconSend } from '@tabler/icons-react';
import { forgotPasswordInput } from '@tms/domain/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { useForgotPassword } from '../api/forgot-password';
import { AuthPage } from '../components/auth-page';
import { AuthProblem } from '../components/auth-problem';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm({ schema: forgotPasswordInput, defaultValues: { email: '' } });

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
        <AppForm
          form={form}
          onSubmit={async (values) => {
            await forgot.mutateAsync({ email: values.email, locale: i18n.resolvedLanguage === 'en' ? 'en' : 'cs' });
            // The same answer whether the account exists or not: nobody learns which addresses are registered.
            toast.success(t('forgotPassword.success'));
            setSentTo(values.email);
          }}
        >
          <Stack gap="md">
            <AuthProblem />
            <TextField
              control={form.control}
              name="email"
              type="email"
              label={t('forgotPassword.email')}
              autoComplete="email"
              inputMode="email"
              required
            />
            <SubmitButton leftSection={<IconSend size={18} aria-hidden />} fullWidth>
              {t('forgotPassword.submit')}
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
