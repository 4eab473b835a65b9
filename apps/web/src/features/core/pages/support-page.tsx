import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { TOURNAMENT } from '@/lib/tournament';

export function SupportPage() {
  const { t } = useTranslation('core');
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <PageTitle>{t('support.title')}</PageTitle>
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} w="100%">
        <Text>{t('support.text')}</Text>
      </Alert>
      <Text>
        <Trans
          t={t}
          i18nKey="support.contact"
          values={{ email: TOURNAMENT.supportEmail }}
          components={{ mail: <Anchor href={`mailto:${TOURNAMENT.supportEmail}`} /> }}
        />
      </Text>
      {/* A full load starts over: the data that failed is fetched again. */}
      <Button component="a" href="/" variant="light" leftSection={<IconRefresh size={18} aria-hidden />}>
        {t('support.retry')}
      </Button>
    </Stack>
  );
}
