import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconTournament } from '@tabler/icons-react';
import type { CompetitionGroup, RoundLevel } from '@tms/domain/contract/competition';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LastUpdated } from '@/components/last-updated';
import { PageTitle } from '@/components/page-title';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { categoryBornText } from '@/lib/category-born';
import { competitionLookup } from '@/lib/competition-lookup';
import { BracketView } from '../components/bracket-view';
import { PastEditionNotice } from '../components/edition-switch';
import { NotFoundNotice } from '../components/not-found-notice';
import { StandingsTable } from '../components/standings-table';
import { buildBracket, playoffCategories } from '../lib/bracket';
import { liveIndex } from '../lib/live-index';
import { resultsPaths } from '../lib/paths';
import { useEdition, useEditionPath } from '@/lib/edition';

type GroupSection = { level: RoundLevel; groups: CompetitionGroup[] };

const PLAYOFF_TAB = 'play-off';

const SECTION_KEYS: Record<string, 'category.preliminary' | 'category.main' | 'category.placement'> = {
  preliminary: 'category.preliminary',
  main: 'category.main',
  placement_group: 'category.placement',
};

export function CategoryPage() {
  const href = useEditionPath();
  const { code = '' } = useParams();
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const { data: live, dataUpdatedAt } = useSuspenseQuery(liveQueryOptions(edition));
  const lookup = competitionLookup(data);
  const index = liveIndex(live);
  const category = lookup.categoriesByCode.get(code);

  // Round-robin groups of the category, by round level (preliminary, main, placement).
  const sections = useMemo<GroupSection[]>(() => {
    const byLevel = new Map<number, CompetitionGroup[]>();
    for (const group of data.groups) {
      if (group.teamCategoryCode !== code || group.playoffCategory) continue;
      const level = lookup.roundLevels.get(group.competitionRoundLevelId);
      if (!level || level.isBracket) continue;
      const list = byLevel.get(level.id);
      if (list) list.push(group);
      else byLevel.set(level.id, [group]);
    }
    return [...byLevel.entries()]
      .map(([levelId, groups]) => ({
        level: lookup.roundLevels.get(levelId)!,
        groups: groups.sort((a, b) => a.weight - b.weight || a.id - b.id),
      }))
      .sort((a, b) => a.level.weight - b.level.weight);
  }, [data.groups, code, lookup]);

  const playoffs = useMemo(
    () =>
      playoffCategories(data.groups, code).map((letter) => ({
        letter,
        rounds: buildBracket(data.groups, code, letter, lookup.roundLevels, index.matchesByGroup),
      })),
    [data.groups, code, lookup, index],
  );

  // Open where the tournament is: the latest stage with a match under way or played.
  const currentStage = useMemo(() => {
    const started = (groupId: number) =>
      (index.matchesByGroup.get(groupId) ?? []).some(
        (match) => lookup.stages.get(match.competitionMatchStageId)?.code !== 'not_started',
      );
    if (playoffs.some(({ rounds }) => rounds.some((round) => round.entries.some((entry) => started(entry.group.id))))) {
      return PLAYOFF_TAB;
    }
    const latest = [...sections].reverse().find((section) => section.groups.some((group) => started(group.id)));
    return latest?.level.systemName ?? sections[0]?.level.systemName ?? PLAYOFF_TAB;
  }, [sections, playoffs, index, lookup]);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('stage');
  const tab =
    requested && (requested === PLAYOFF_TAB || sections.some((section) => section.level.systemName === requested))
      ? requested
      : currentStage;

  const teamCount = useMemo(() => data.teams.filter((team) => team.teamCategoryCode === code).length, [data, code]);

  if (!category) return <NotFoundNotice message={t('notFound.category', { code })} />;
  const born = categoryBornText(category, t);
  const sectionTitle = (level: RoundLevel) => {
    const key = SECTION_KEYS[level.systemName];
    return key ? t(key) : locale === 'en' ? level.nameEn : level.nameCs;
  };

  return (
    <Stack gap="xl">
      <PastEditionNotice />
      <Stack gap={4}>
        <PageTitle>{t('category.title', { code: category.code })}</PageTitle>
        <Text c="dimmed">{[born, t('category.teams', { count: teamCount })].filter(Boolean).join(' · ')}</Text>
        <Group gap="xs" mt="xs">
          <Button
            component={Link}
            to={href(resultsPaths.statistics(category.code))}
            variant="light"
            size="sm"
            leftSection={<IconChartBar size={18} aria-hidden />}
          >
            {t('category.statistics')}
          </Button>
          {playoffs.map(({ letter }) => (
            <Button
              key={letter}
              component={Link}
              to={href(resultsPaths.playoff(category.code, letter))}
              variant="default"
              size="sm"
              leftSection={<IconTournament size={18} aria-hidden />}
            >
              {t('category.playoffName', { name: letter })}
            </Button>
          ))}
        </Group>
        <LastUpdated updatedAt={dataUpdatedAt} />
      </Stack>

      {sections.length === 0 && playoffs.length === 0 ? (
        <Text c="dimmed">{t('category.noGroups')}</Text>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => {
            if (value) setSearchParams({ stage: value }, { replace: true, preventScrollReset: true });
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('category.stages')}>
            {sections.map(({ level }) => (
              <Tabs.Tab key={level.id} value={level.systemName}>
                {sectionTitle(level)}
              </Tabs.Tab>
            ))}
            {playoffs.length > 0 && <Tabs.Tab value={PLAYOFF_TAB}>{t('category.playoff')}</Tabs.Tab>}
          </Tabs.List>
          {sections.map(({ level, groups }) => (
            <Tabs.Panel key={level.id} value={level.systemName} pt="md">
              <Title order={2} size="h3" mb="sm">
                {sectionTitle(level)}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {groups.map((group) => (
                  <Paper key={group.id} withBorder radius="md" p={{ base: 'xs', sm: 'sm' }} data-testid="group-card">
                    <Title order={3} size="h5" mb={6}>
                      <Anchor component={Link} to={href(resultsPaths.group(group.label))} inherit>
                        {t('group.title', { label: group.label })}
                      </Anchor>
                    </Title>
                    <StandingsTable groupLabel={group.label} rows={index.standingsByGroup.get(group.id) ?? []} />
                  </Paper>
                ))}
              </SimpleGrid>
            </Tabs.Panel>
          ))}
          {playoffs.length > 0 && (
            <Tabs.Panel value={PLAYOFF_TAB} pt="md">
              <Title order={2} size="h3" mb="sm" data-testid="playoff-heading">
                {t('category.playoff')}
              </Title>
              <Stack gap="xl">
                {playoffs.map(({ letter, rounds }) => (
                  <section key={letter} aria-labelledby={`playoff-${letter}`}>
                    <Group justify="space-between" align="baseline" mb="xs">
                      <Title order={3} size="h4" id={`playoff-${letter}`}>
                        {t('category.playoffName', { name: letter })}
                      </Title>
                      <Anchor component={Link} to={href(resultsPaths.playoff(category.code, letter))} size="sm">
                        {t('category.openPlayoff', { name: letter })}
                      </Anchor>
                    </Group>
                    <BracketView rounds={rounds} headingOrder={4} />
                  </section>
                ))}
              </Stack>
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
