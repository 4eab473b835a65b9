import { Alert, Anchor, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubmitProblem } from '../lib/submit-error';

type SubmitProblemAlertProps = {
  problem: SubmitProblem | null;
};

/** The form-level error, announced to screen readers when it appears. */
export function SubmitProblemAlert({ problem }: SubmitProblemAlertProps) {
  const { t } = useTranslation('auth');
  if (!problem) return null;
  const text = {
    invalidCredentials: t('signIn.invalidCredentials'),
    userExists: t('signUp.userExists'),
    invalidToken: t('passwordReset.invalidToken'),
    tooManyAttempts: t('errors.tooManyAttempts'),
    unknown: t('errors.unknown'),
  }[problem];
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-problem={problem}>
      {text}
      {problem === 'userExists' ? (
        <Group gap="md" mt="xs">
          <Anchor component={Link} to="/login" size="sm">
            {t('signIn.link')}
          </Anchor>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('forgotPassword.link')}
          </Anchor>
        </Group>
      ) : null}
    </Alert>
  );
}
