import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { parseConfigDateTime } from '@tms/domain/config-value';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { configurationValue, resultsShown } from '@/lib/configuration';
import { TOURNAMENT } from '@/lib/tournament';
import { liveQueryOptions } from '../api/get-live';
import { refereesQueryOptions } from '../api/get-referees';
import { staticQueryOptions } from '../api/get-static';
import { StatCard } from '../components/stat-card';
import { dashboardStats } from '../lib/dashboard-stats';

type StatKey =
  | 'teams'
  | 'countries'
  | 'referees'
  | 'halls'
  | 'places'
  | 'categories'
  | 'matches'
  | 'goals'
  | 'boysTeams'
  | 'girlsTeams';

export function ResultsDashboardPage() {
  const { t, i18n } = useTranslation(['resultsDashboard', 'core']);
  const { data: staticData } = useSuspenseQuery(staticQueryOptions());
  const { data: live } = useSuspenseQuery(liveQueryOptions());
  // Referees are a separate, optional call: the dashboard must not fail without them.
  const referees = useQuery(refereesQueryOptions());

  const locale = i18n.resolvedLanguage ?? 'cs';
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const stats = useMemo(() => dashboardStats(staticData, live), [staticData, live]);
  const showResults = resultsShown(staticData.configurations);

  const dates = useMemo(() => {
    const start = parseConfigDateTime(configurationValue(staticData.configurations, 'tournament_start_date'));
    const end = parseConfigDateTime(configurationValue(staticData.configurations, 'tournament_end_date'));
    if (!start || !end) return null;
    const format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Prague',
    });
    return format.formatRange(start, end);
  }, [staticData.configurations, locale]);

  const card = (key: StatKey, value: number | null) => (
    <StatCard
      key={key}
      value={value === null ? '–' : number.format(value)}
      label={value === null ? t('unavailable') : t(`stats.${key}`, { count: value })}
    />
  );
  const refereeCount = referees.data ? referees.data.length : null;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <PageTitle documentTitle={t('title')}>
          {t('core:app.titleWithYear', { name: TOURNAMENT.name, year: TOURNAMENT.year })}
        </PageTitle>
        {dates && <Text c="dimmed">{dates}</Text>}
      </Stack>

      {!showResults && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('resultsHidden')}
        </Alert>
      )}

      <section aria-labelledby="tournament-heading">
        <Title order={2} size="h3" id="tournament-heading" mb="sm">
          {t('tournament', { year: TOURNAMENT.year })}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" p={0} m={0}>
          {card('boysTeams', stats.boysTeams)}
          {card('girlsTeams', stats.girlsTeams)}
          {card('categories', stats.categories)}
          {card('places', stats.places)}
        </SimpleGrid>
      </section>

      <section aria-labelledby="numbers-heading">
        <Title order={2} size="h3" id="numbers-heading" mb="sm">
          {t('yearInNumbers', { year: TOURNAMENT.year })}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 2, sm: 3 }} spacing="sm" p={0} m={0}>
          {card('teams', stats.teams)}
          {card('countries', stats.countries)}
          {card('referees', refereeCount)}
          {card('halls', stats.halls)}
          {card('matches', stats.matches)}
          {showResults && card('goals', stats.goals)}
        </SimpleGrid>
      </section>

      <Text c="dimmed">{t('favourites.hint')}</Text>
    </Stack>
  );
}
