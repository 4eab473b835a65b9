import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { isLockedStage } from '@tms/domain/match-stages';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { matchDetailQueryOptions } from '@/api/get-match-detail';
import { REPORTER_MATCH_DETAIL } from '../lib/match-detail';
import { rosterCandidatesQueryOptions } from '../api/get-roster-candidates';
import { BackLink } from '../components/back-link';
import { TeamRosterEditor } from '../components/team-roster-editor';
import type { MatchLoaderData } from '../loaders';
import { teamName } from '../lib/labels';
import { teamOtherGenderMax, teamRosterLimits } from '../lib/roster-limits';

/** /reporter/match-roster/:matchId: roster change of both teams before or during the match. */
export function MatchRosterPage() {
  const { t } = useTranslation('reporter');
  const { matchId, identifier } = useLoaderData<MatchLoaderData>();
  const { data: bundle } = useSuspenseQuery(staticQueryOptions());
  const detail = useQuery(matchDetailQueryOptions(matchId, REPORTER_MATCH_DETAIL));
  const candidates = useQuery(rosterCandidatesQueryOptions(matchId));
  const lookup = competitionLookup(bundle);
  const match = detail.data?.match;
  const locked = isLockedStage(detail.data?.meta.stageCode);

  const sides = match
    ? ([
        { teamId: match.homeTeamId, key: 'homeWithName' },
        { teamId: match.awayTeamId, key: 'awayWithName' },
      ] as const)
    : [];

  return (
    <Stack gap="md">
      <BackLink to={`/reporter/match/${identifier}`}>{t('roster.back')}</BackLink>
      <PageTitle>{t('roster.title', { match: identifier })}</PageTitle>
      <Text>{t('roster.instructions')}</Text>
      {locked && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('roster.locked')}
        </Alert>
      )}
      {candidates.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('roster.loadFailed')}
        </Alert>
      )}
      {detail.data &&
        candidates.data &&
        sides.map(({ teamId, key }) => {
          if (teamId === null) {
            return (
              <Alert key={key} color="blue" variant="light">
                {t('roster.teamUnknown')}
              </Alert>
            );
          }
          const team = lookup.teams.get(teamId);
          const name = teamName(team) ?? t('team.unknown');
          return (
            <TeamRosterEditor
              key={teamId}
              matchId={matchId}
              teamId={teamId}
              heading={t(`team.${key}`, { team: name })}
              candidates={candidates.data.filter((candidate) => candidate.teamId === teamId)}
              roster={detail.data.roster.filter((person) => person.teamId === teamId)}
              disabled={locked}
              limits={teamRosterLimits(bundle, lookup, teamId)}
              otherGender={{
                max: teamOtherGenderMax(lookup, teamId),
                team: name,
                category: team?.teamCategoryCode ?? '',
              }}
            />
          );
        })}
    </Stack>
  );
}
