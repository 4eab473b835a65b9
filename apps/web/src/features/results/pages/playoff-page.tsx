import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LastUpdated } from '@/components/last-updated';
import { PageTitle } from '@/components/page-title';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { BackLink } from '@/components/back-link';
import { BracketView } from '../components/bracket-view';
import { NotFoundNotice } from '../components/not-found-notice';
import { buildBracket } from '../lib/bracket';
import { liveIndex } from '../lib/live-index';
import { resultsPaths } from '../lib/paths';
import { useEdition, useEditionPath } from '@/lib/edition';

export function PlayoffPage() {
  const href = useEditionPath();
  const { categoryCode = '', playoffCategory = '' } = useParams();
  const { t } = useTranslation('resultsDashboard');
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const { data: live, dataUpdatedAt } = useSuspenseQuery(liveQueryOptions(edition));
  const lookup = competitionLookup(data);
  const index = liveIndex(live);
  const rounds = useMemo(
    () => buildBracket(data.groups, categoryCode, playoffCategory, lookup.roundLevels, index.matchesByGroup),
    [data.groups, categoryCode, playoffCategory, lookup, index],
  );

  if (!lookup.categoriesByCode.has(categoryCode) || rounds.length === 0) {
    return <NotFoundNotice message={t('notFound.playoff', { name: playoffCategory, code: categoryCode })} />;
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={href(resultsPaths.category(categoryCode))}>
          {t('group.backToCategory', { code: categoryCode })}
        </BackLink>
        <PageTitle>{t('playoff.title', { name: playoffCategory, code: categoryCode })}</PageTitle>
        <LastUpdated updatedAt={dataUpdatedAt} />
      </Stack>
      {rounds.every((round) => round.entries.every((entry) => entry.match === null)) ? (
        <Text c="dimmed">{t('playoff.empty')}</Text>
      ) : (
        <BracketView rounds={rounds} headingOrder={2} />
      )}
    </Stack>
  );
}
