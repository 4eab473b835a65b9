import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStadium, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { matchPhase } from '@/lib/match-state';
import { placeDisplayName } from '@/lib/place-name';
import { reporterHallsQueryOptions } from '../api/get-reporter-halls';
import { SyncStatus } from '../components/sync-status';
import type { createReporterLoader } from '../loaders';

/** /reporter: the halls the user reports in, each leading to its matches. */
export function ReporterHallsPage() {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const loaderData = useLoaderData<Awaited<ReturnType<ReturnType<typeof createReporterLoader>>>>();
  const halls = useQuery(reporterHallsQueryOptions());
  const { data: bundle } = useSuspenseQuery(staticQueryOptions());
  const { data: live } = useSuspenseQuery(liveQueryOptions());
  const hallIds = halls.data?.map((hall) => hall.placeId) ?? loaderData.hallIds;

  const stats = useMemo(() => {
    const byHall = new Map<number, { total: number; live: number }>();
    for (const match of live.matches) {
      const entry = byHall.get(match.placeId) ?? { total: 0, live: 0 };
      entry.total += 1;
      const stage = bundle.matchStages.find((item) => item.id === match.competitionMatchStageId);
      if (matchPhase(stage?.code) === 'live') entry.live += 1;
      byHall.set(match.placeId, entry);
    }
    return byHall;
  }, [live.matches, bundle.matchStages]);

  const rows = hallIds
    .map((id) => bundle.halls.find((hall) => hall.id === id))
    .filter((hall) => hall !== undefined)
    .map((hall) => ({ hall, name: placeDisplayName(hall, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('halls.intro')}</Text>
      </Stack>
      <SyncStatus />
      {rows.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('halls.empty')}
        </Alert>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} p={0} m={0} aria-label={t('halls.listLabel')}>
          {rows.map(({ hall, name }) => {
            const counts = stats.get(hall.id) ?? { total: 0, live: 0 };
            return (
              <Card component="li" key={hall.id} withBorder padding="md" style={{ listStyle: 'none' }}>
                <Stack gap="sm" h="100%">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconBuildingStadium size={24} aria-hidden />
                    <Title order={2} size="h4">
                      {name}
                    </Title>
                  </Group>
                  <Group gap="xs">
                    <Text size="sm">{t('halls.matchCount', { count: counts.total })}</Text>
                    {counts.live > 0 && (
                      <Badge color="red" variant="light" c="dark.8">
                        {t('halls.live', { count: counts.live })}
                      </Badge>
                    )}
                  </Group>
                  <Button
                    component={Link}
                    to={`/reporter/hall-matches/${hall.id}`}
                    rightSection={<IconChevronRight size={18} aria-hidden />}
                    mt="auto"
                    size="lg"
                    aria-label={t('halls.openHall', { hall: name })}
                  >
                    {t('halls.open')}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
