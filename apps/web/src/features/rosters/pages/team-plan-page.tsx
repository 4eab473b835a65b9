import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { groupTitle } from '@tms/domain/group-name';
import type { RosterState } from '@tms/domain/contract/match-rosters';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { teamMatchPlanQueryOptions } from '../api/get-team-match-plan';
import { idParam } from '../lib/guards';
import { dayText, hallName } from '../lib/match-card';
import { teamNameWithCategory } from '@tms/domain/team-name';

const STATE_COLOR: Record<RosterState, string> = { closed: 'green', saved: 'blue', empty: 'orange' };

/** `/rosters/team-plan/{id}`: the team's matches, each card leading to its roster. */
export function TeamPlanPage() {
  const { t, i18n } = useTranslation('roster');
  const teamId = idParam(useParams().id) ?? 0;
  const { data: plan } = useSuspenseQuery(teamMatchPlanQueryOptions(teamId));

  return (
    <Stack gap="md">
      <BackLink to={`/club/${plan.club.id}`}>{t('plan.back')}</BackLink>
      <PageTitle>
        {t('plan.title', {
          clubName: plan.club.name,
          teamName: teamNameWithCategory(plan.team.displayName, plan.team.teamCategoryCode),
        })}
      </PageTitle>
      {plan.matches.length === 0 ? (
        <Alert color="blue" variant="light">
          {t('plan.empty')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {plan.matches.map((match) => (
            <Card
              key={match.id}
              withBorder
              padding="md"
              component={Link}
              to={`/rosters/match/${match.id}/${match.side}`}
              data-testid={`plan-match-${match.id}`}
              aria-label={t('plan.open', { number: match.matchNumber })}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>{t('plan.match', { number: match.matchNumber })}</Text>
                  <Badge color={STATE_COLOR[match.rosterState]} variant="light" c="dark.8">
                    {t(`plan.state.${match.rosterState}`)}
                  </Badge>
                </Group>
                <Text>{match.opponent ? t('plan.vs', { opponent: match.opponent }) : t('plan.opponentUnknown')}</Text>
                <Group gap="xs" c="dimmed">
                  <IconClock size={16} aria-hidden />
                  <Text size="sm">
                    {dayText(match.day, i18n.language)} {match.time}
                  </Text>
                </Group>
                <Group gap="xs" c="dimmed">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm">{hallName(match.hall, i18n.language)}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {groupTitle(match.groupLabel, i18n.language === 'en' ? 'en' : 'cs')} · {t(`plan.side.${match.side}`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
