import { Alert, Anchor, Box, Button, Group, Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconBroadcast, IconFlag } from '@tabler/icons-react';
import type { LiveMatch, MatchDetail } from '@tms/domain/contract/competition';
import { teamDisplayName } from '@tms/domain/team-name';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LastUpdated } from '@/components/last-updated';
import { LiveBadge } from '@/components/live-badge';
import { PageTitle } from '@/components/page-title';
import { TeamName } from '@/components/team-name';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { httpUrl } from '@/lib/configuration';
import { hasLink } from '@/lib/links';
import { type CompetitionLookup, competitionLookup, slotSource } from '@/lib/competition-lookup';
import { hasScore, matchPhase } from '@/lib/match-state';
import { countryName } from '@/lib/names';
import { useSlotSourceText } from '@/lib/slot-source-text';
import { scoreline } from '@/lib/match-score';
import { matchDetailQueryKey, matchDetailQueryOptions } from '@/api/get-match-detail';
import { MatchInfo } from '../components/match-info';
import { MatchPrintActions } from '../components/match-print-actions';
import { MatchRosters } from '../components/match-rosters';
import { MatchTimeline } from '../components/match-timeline';
import { NotFoundNotice } from '../components/not-found-notice';
import { PageLoader } from '../components/page-loader';
import { liveIndex } from '../lib/live-index';
import { resultsPaths } from '../lib/paths';
import { useEdition, useEditionPath } from '@/lib/edition';

const TABS = ['timeline', 'rosters', 'info'] as const;
type TabName = (typeof TABS)[number];
const isTab = (value: string | null): value is TabName => TABS.includes(value as TabName);

export function MatchPage() {
  const { id } = useParams();
  const { t } = useTranslation('resultsDashboard');
  const edition = useEdition();
  const { data: live } = useSuspenseQuery(liveQueryOptions(edition));
  const matchId = Number(id);
  // The live bundle lists every match: an unknown id needs no request (and logs no 404).
  const liveMatch = Number.isInteger(matchId) ? liveIndex(live).matchesById.get(matchId) : undefined;
  if (!liveMatch) return <NotFoundNotice message={t('notFound.match')} />;
  return <MatchDetailView liveMatch={liveMatch} />;
}

function MatchDetailView({ liveMatch }: { liveMatch: LiveMatch }) {
  const { t } = useTranslation('resultsDashboard');
  const queryClient = useQueryClient();
  const edition = useEdition();
  const detailQuery = useQuery(matchDetailQueryOptions(liveMatch.id, { edition }));

  // The live bundle (polled everywhere) notices a kick-off or a goal first; then fetch the detail again.
  const { competitionMatchStageId, homeScore, awayScore } = liveMatch;
  const detailMatch = detailQuery.data?.match;
  useEffect(() => {
    if (!detailMatch) return;
    if (
      detailMatch.competitionMatchStageId !== competitionMatchStageId ||
      detailMatch.homeScore !== homeScore ||
      detailMatch.awayScore !== awayScore
    ) {
      void queryClient.invalidateQueries({ queryKey: matchDetailQueryKey(liveMatch.id) });
    }
  }, [detailMatch, competitionMatchStageId, homeScore, awayScore, liveMatch.id, queryClient]);

  if (detailQuery.isPending) return <PageLoader />;
  if (detailQuery.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text>{t('loadError')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void detailQuery.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <MatchDetailContent detail={detailQuery.data} updatedAt={detailQuery.dataUpdatedAt} />;
}

function MatchDetailContent({ detail, updatedAt }: { detail: MatchDetail; updatedAt: number }) {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [searchParams, setSearchParams] = useSearchParams();
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const lookup = competitionLookup(data);
  const slotText = useSlotSourceText();

  const { match } = detail;
  const { shootout } = scoreline(match);
  const stage = lookup.stages.get(match.competitionMatchStageId);
  const stageCode = detail.meta.stageCode;
  const phase = matchPhase(stageCode, match.walkOver);
  const stageName = stage ? (locale === 'en' ? stage.nameEn : stage.nameCs) : stageCode;
  const category = lookup.categories.get(match.teamCategoryId);
  const group = lookup.groups.get(match.competitionGroupId);
  const streamUrl = httpUrl(match.streamUrl);

  const sideName = (which: 'home' | 'away') => {
    const teamId = which === 'home' ? match.homeTeamId : match.awayTeamId;
    const team = teamId === null ? undefined : lookup.teams.get(teamId);
    if (team) return teamDisplayName(team);
    return slotText(
      slotSource(
        lookup,
        which === 'home' ? match.homeTeamCompetitionGroupId : match.awayTeamCompetitionGroupId,
        which === 'home' ? match.homeTeamCompetitionStandings : match.awayTeamCompetitionStandings,
      ),
    );
  };
  const sideNames = { home: sideName('home'), away: sideName('away') };
  const tab: TabName = isTab(searchParams.get('tab')) ? (searchParams.get('tab') as TabName) : 'timeline';
  const scored = match.walkOver || hasScore(stageCode);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs" c="dimmed" fz="sm">
          {category && (
            <Anchor component={Link} to={href(resultsPaths.category(category.code))} size="sm">
              {category.code}
            </Anchor>
          )}
          {group && (
            <Anchor component={Link} to={href(resultsPaths.group(group.label))} size="sm">
              {group.label}
            </Anchor>
          )}
          <Text span size="sm">
            {t('match.title', { number: match.matchNumber })}
          </Text>
        </Group>
        <PageTitle order={1} size="h2">
          {t('match.heading', sideNames)}
        </PageTitle>
      </Stack>

      <Scoreboard detail={detail} lookup={lookup} locale={locale} sideNames={sideNames} scored={scored} />

      <Group gap="sm" justify="center">
        {phase === 'live' && <LiveBadge size="md" />}
        <Text fw={600} size="sm" data-testid="match-stage">
          {match.walkOver ? t('state.walkover') : stageName}
        </Text>
        {shootout && <Text size="sm">{t('state.afterShootoutScore', shootout)}</Text>}
      </Group>

      {match.walkOver && (
        <Alert color="gray" variant="light" icon={<IconFlag aria-hidden />} data-testid="walkover">
          {t('match.walkover')}
        </Alert>
      )}

      {streamUrl && (
        <Group justify="center">
          <Button
            component="a"
            href={streamUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBroadcast size={18} aria-hidden />}
            data-testid="stream-link"
          >
            {t('match.stream')}
          </Button>
        </Group>
      )}

      <LastUpdated updatedAt={updatedAt} ta="center" />

      <MatchPrintActions detail={detail} title={t('match.heading', sideNames)} edition={edition} />

      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setSearchParams({ tab: value }, { replace: true, preventScrollReset: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('match.tabs.label')} grow>
          <Tabs.Tab value="timeline">{t('match.tabs.timeline')}</Tabs.Tab>
          <Tabs.Tab value="rosters">{t('match.tabs.rosters')}</Tabs.Tab>
          <Tabs.Tab value="info">{t('match.tabs.info')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="timeline" pt="md">
          <MatchTimeline detail={detail} lookup={lookup} locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="rosters" pt="md">
          <MatchRosters detail={detail} lookup={lookup} locale={locale} sideNames={sideNames} />
        </Tabs.Panel>
        <Tabs.Panel value="info" pt="md">
          <MatchInfo
            detail={detail}
            lookup={lookup}
            locale={locale}
            stageName={stageName}
            canReport={edition === undefined && hasLink(detail, 'createMatchEvent')}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type ScoreboardProps = {
  detail: MatchDetail;
  lookup: CompetitionLookup;
  locale: string;
  sideNames: { home: string; away: string };
  scored: boolean;
};

/** Both teams with flags (links to their detail) and the official score between them. */
function Scoreboard({ detail, lookup, locale, sideNames, scored }: ScoreboardProps) {
  const { t } = useTranslation('resultsDashboard');
  const { match } = detail;
  const { played } = scoreline(match);
  const side = (which: 'home' | 'away') => {
    const teamId = which === 'home' ? match.homeTeamId : match.awayTeamId;
    const team = teamId === null ? undefined : lookup.teams.get(teamId);
    const country = team ? lookup.countriesByCode.get(team.clubCountryCode) : undefined;
    return (
      <Box ta={which === 'home' ? 'end' : 'start'} style={{ minWidth: 0 }}>
        {team ? (
          <Text fw={700} fz={{ base: 'sm', sm: 'lg' }} component="div">
            <TeamName team={team} countryName={country ? countryName(country, locale) : undefined} />
          </Text>
        ) : (
          <Text c="dimmed" fs="italic" fz={{ base: 'sm', sm: 'md' }}>
            {sideNames[which]}
          </Text>
        )}
      </Box>
    );
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="scoreboard">
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'center',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        {side('home')}
        <Text
          fw={800}
          fz={{ base: 28, sm: 40 }}
          lh={1}
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          data-testid="match-score"
        >
          {scored ? (
            <>
              <span aria-hidden>{`${played.home ?? 0}:${played.away ?? 0}`}</span>
              <VisuallyHidden>{t('match.score', { home: played.home ?? 0, away: played.away ?? 0 })}</VisuallyHidden>
            </>
          ) : (
            match.time
          )}
        </Text>
        {side('away')}
      </Box>
    </Paper>
  );
}
