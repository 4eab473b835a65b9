import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useEditionPath } from '@/lib/edition';

/** A results page whose subject (category, group, match, ...) does not exist. */
export function NotFoundNotice({ message }: { message: string }) {
  const href = useEditionPath();
  const { t } = useTranslation('resultsDashboard');
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} w="100%" data-testid="not-found">
        {message}
      </Alert>
      <Anchor component={Link} to={href('/results')}>
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
