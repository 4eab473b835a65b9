import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LastUpdated } from '@/components/last-updated';
import { MatchList } from '@/components/match-list';
import { PageTitle } from '@/components/page-title';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { BackLink } from '@/components/back-link';
import { NotFoundNotice } from '../components/not-found-notice';
import { StandingsTable } from '../components/standings-table';
import { liveIndex } from '../lib/live-index';
import { resultsPaths } from '../lib/paths';
import { useEdition, useEditionPath } from '@/lib/edition';

export function GroupPage() {
  const href = useEditionPath();
  const { label = '' } = useParams();
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const { data: live, dataUpdatedAt } = useSuspenseQuery(liveQueryOptions(edition));
  const lookup = competitionLookup(data);
  const group = lookup.groupsByLabel.get(label);
  if (!group) return <NotFoundNotice message={t('notFound.group', { label })} />;

  const index = liveIndex(live);
  const level = lookup.roundLevels.get(group.competitionRoundLevelId);
  const matches = index.matchesByGroup.get(group.id) ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={href(resultsPaths.category(group.teamCategoryCode))}>
          {t('group.backToCategory', { code: group.teamCategoryCode })}
        </BackLink>
        <PageTitle>{t('group.title', { label: group.label })}</PageTitle>
        {level && <Text c="dimmed">{locale === 'en' ? level.nameEn : level.nameCs}</Text>}
        {group.playoffCategory && (
          <Anchor
            component={Link}
            to={href(resultsPaths.playoff(group.teamCategoryCode, group.playoffCategory))}
            size="sm"
          >
            {t('category.openPlayoff', { name: group.playoffCategory })}
          </Anchor>
        )}
        <LastUpdated updatedAt={dataUpdatedAt} />
      </Stack>

      <section aria-labelledby="table-heading">
        <Title order={2} size="h3" id="table-heading" mb="sm">
          {t('group.table')}
        </Title>
        <StandingsTable groupLabel={group.label} rows={index.standingsByGroup.get(group.id) ?? []} />
      </section>

      <section aria-labelledby="matches-heading">
        <Title order={2} size="h3" id="matches-heading" mb="sm">
          {t('group.matches')}
        </Title>
        <MatchList matches={matches} showDay showCategory={false} aria-label={t('group.matches')} />
      </section>
    </Stack>
  );
}
