import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { editionsQueryOptions } from '../api/list-editions';
import { EditionsTable } from '../components/editions-table';
import { RolloverCard } from '../components/rollover-card';

/** The tournament editions and the rollover of the current one into the next year (super admins). */
export function EditionsPage() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError, refetch, isRefetching } = useQuery(editionsQueryOptions());
  const current = data?.items.find((edition) => edition.isCurrent);

  return (
    <Stack gap="md">
      <PageTitle>{t('editions.title')}</PageTitle>
      <Text c="dimmed">{t('editions.intro')}</Text>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('editions.loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {t('editions.loadError')}
            <Button size="xs" variant="light" onClick={() => void refetch()} loading={isRefetching}>
              {t('editions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <EditionsTable editions={data.items} />
          {current ? (
            // Keyed by the current edition: the form's prefill follows it.
            <RolloverCard key={current.id} current={current} />
          ) : (
            <Text c="dimmed">{t('editions.rollover.noCurrent')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
