import { Button, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';

export function NotFoundPage() {
  const { t } = useTranslation('core');
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <Text c="dimmed" fw={700} fz={48} lh={1} aria-hidden>
        404
      </Text>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
