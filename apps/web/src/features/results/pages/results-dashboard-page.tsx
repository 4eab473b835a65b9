import { Alert, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { parseConfigDateTime } from '@tms/domain/config-value';
import type { TeamCategory } from '@tms/domain/contract/enums';
import { isPlayStage } from '@tms/domain/match-stages';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LastUpdated } from '@/components/last-updated';
import { MatchList } from '@/components/match-list';
import { PageTitle } from '@/components/page-title';
import { competitionLookup } from '@/lib/competition-lookup';
import { configurationValue, resultsShown } from '@/lib/configuration';
import { useTournamentYear } from '@/api/use-tournament-year';
import { TOURNAMENT } from '@/lib/tournament';
import { liveQueryOptions } from '@/api/get-live';
import { refereesQueryOptions } from '@/api/get-referees';
import { staticQueryOptions } from '@/api/get-static';
import { CategoryTiles } from '../components/category-tiles';
import { EditionSwitch, PastEditionNotice } from '../components/edition-switch';
import { FavouriteTeams } from '../components/favourite-teams';
import { StatCard } from '../components/stat-card';
import { usePastEdition } from '../hooks/use-past-edition';
import { dashboardStats } from '../lib/dashboard-stats';
import { useEdition } from '@/lib/edition';

type StatKey = 'teams' | 'countries' | 'referees' | 'halls' | 'places' | 'categories' | 'matches' | 'goals';
type Gender = TeamCategory['gender'];

export function ResultsDashboardPage() {
  const { t, i18n } = useTranslation(['resultsDashboard', 'core']);
  const edition = useEdition();
  const { data: staticData } = useSuspenseQuery(staticQueryOptions(edition));
  const { data: live, dataUpdatedAt } = useSuspenseQuery(liveQueryOptions(edition));
  // Referees are a separate, optional call: the dashboard must not fail without them.
  const referees = useQuery(refereesQueryOptions(edition));
  // A past edition is an archive: nothing is played any more.
  const past = usePastEdition() !== undefined;
  const currentYear = useTournamentYear();
  const year = edition ?? currentYear;
  const [searchParams, setSearchParams] = useSearchParams();
  const gender: Gender = searchParams.get('gender') === 'female' ? 'female' : 'male';

  const locale = i18n.resolvedLanguage ?? 'cs';
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const stats = useMemo(() => dashboardStats(staticData, live, referees.data), [staticData, live, referees.data]);
  const showResults = resultsShown(staticData.configurations);

  const categories = useMemo(
    () =>
      staticData.teamCategories
        .filter((category) => category.isActive && category.gender === gender)
        .sort((a, b) => a.weight - b.weight || a.code.localeCompare(b.code)),
    [staticData.teamCategories, gender],
  );

  // The boys/girls switch applies to the whole page, the matches in progress too.
  const liveMatches = useMemo(() => {
    const lookup = competitionLookup(staticData);
    return live.matches.filter(
      (match) =>
        isPlayStage(lookup.stages.get(match.competitionMatchStageId)?.code) &&
        lookup.categories.get(match.teamCategoryId)?.gender === gender,
    );
  }, [staticData, live, gender]);

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
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <PageTitle documentTitle={t('title')}>
            {t('core:app.titleWithYear', { name: TOURNAMENT.name, year })}
          </PageTitle>
          {dates && <Text c="dimmed">{dates}</Text>}
        </Stack>
        <EditionSwitch />
      </Group>

      <PastEditionNotice />

      {!showResults && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('resultsHidden')}
        </Alert>
      )}

      <section aria-labelledby="tournament-heading">
        <Group justify="space-between" align="center" mb="sm" gap="sm">
          <Title order={2} size="h3" id="tournament-heading">
            {t('tournament', { year })}
          </Title>
          <SegmentedControl
            value={gender}
            onChange={(value) =>
              setSearchParams(value === 'female' ? { gender: 'female' } : {}, {
                replace: true,
                preventScrollReset: true,
              })
            }
            data={[
              { value: 'male', label: t('gender.male') },
              { value: 'female', label: t('gender.female') },
            ]}
            aria-label={t('gender.label')}
            data-testid="gender-switch"
          />
        </Group>
        <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" p={0} m={0} mb="md">
          {card('teams', stats.byGender[gender].teams)}
          {card('categories', stats.byGender[gender].categories)}
          {card('referees', refereeCount)}
          {card('places', stats.places)}
        </SimpleGrid>
        <Title order={3} size="h4" mb="sm">
          {t('categoryTiles.title')}
        </Title>
        <CategoryTiles categories={categories} teamsByCategory={stats.teamsByCategory} linked={showResults} />
      </section>

      {showResults && !past && (
        <section aria-labelledby="live-heading">
          <Group justify="space-between" align="baseline" mb="sm" gap="xs">
            <Title order={2} size="h3" id="live-heading">
              {t('liveNow.title')}
            </Title>
            <LastUpdated updatedAt={dataUpdatedAt} />
          </Group>
          <MatchList
            matches={liveMatches}
            showGroup
            emptyText={t('liveNow.empty')}
            aria-label={t('liveNow.count', { count: liveMatches.length })}
          />
        </section>
      )}

      <section aria-labelledby="favourites-heading">
        <Title order={2} size="h3" id="favourites-heading" mb="sm">
          {t('favourites.title')}
        </Title>
        <FavouriteTeams data={staticData} locale={locale} />
      </section>

      <section aria-labelledby="numbers-heading">
        <Title order={2} size="h3" id="numbers-heading" mb="sm">
          {t('yearInNumbers', { year })}
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
    </Stack>
  );
}
