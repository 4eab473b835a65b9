import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitProblem } from '@/components/form/submit-problem';

/**
 * Why a sign-in, sign-up or password form was refused, in the words of PRODUCT_SPEC's auth pages; an
 * existing account comes with the ways forward.
 */
export function AuthProblem() {
  const { t } = useTranslation('auth');
  const texts = {
    invalid_credentials: t('signIn.invalidCredentials'),
    user_exists: t('signUp.userExists'),
    invalid_token: t('passwordReset.invalidToken'),
  };
  return (
    <SubmitProblem texts={texts}>
      {(problem) =>
        problem === 'user_exists' ? (
          <Group gap="md" mt="xs">
            <Anchor component={Link} to="/login" size="sm">
              {t('signIn.link')}
            </Anchor>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('forgotPassword.link')}
            </Anchor>
          </Group>
        ) : null
      }
    </SubmitProblem>
  );
}
