import { Button, Stack, Text } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';

export function UnauthorizedPage() {
  const { t } = useTranslation('core');
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <IconLock size={48} stroke={1.5} aria-hidden />
      <PageTitle>{t('unauthorized.title')}</PageTitle>
      <Text fw={600}>{t('unauthorized.text')}</Text>
      <Text>{t('unauthorized.hint')}</Text>
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
        {t('unauthorized.home')}
      </Button>
    </Stack>
  );
}
