import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { NotFoundPage } from '@/features/core/pages/not-found-page';
import { TOURNAMENT } from '@/lib/tournament';

/** Error boundary of the page area: a failed page (or a lost code chunk after a deploy) keeps the shell. */
export function RouteError() {
  const { t } = useTranslation('core');
  const error = useRouteError();

  useEffect(() => {
    console.error('Page failed', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Stack gap="md" align="flex-start" py="xl">
      <PageTitle>{t('error.pageTitle')}</PageTitle>
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} w="100%">
        {t('support.text')}
      </Alert>
      <Text>
        <Trans
          t={t}
          i18nKey="support.contact"
          values={{ email: TOURNAMENT.supportEmail }}
          components={{ mail: <Anchor href={`mailto:${TOURNAMENT.supportEmail}`} /> }}
        />
      </Text>
      <Button
        variant="light"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => window.location.reload()}
      >
        {t('error.reload')}
      </Button>
    </Stack>
  );
}
