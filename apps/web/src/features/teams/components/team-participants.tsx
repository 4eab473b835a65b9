import { Alert, Anchor, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { LiveMatch, MatchParticipant } from '@tms/domain/contract/competition';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchPath } from '@/components/match-list';
import { formatMatchDay } from '@/lib/match-day';
import { matchDetailQueryOptions } from '@/api/get-match-detail';
import { teamRoster } from '../lib/team';
import { useEdition, useEditionPath } from '@/lib/edition';

type TeamParticipantsProps = {
  teamId: number;
  /** The match whose roster is shown (the latest one played), or null before the first match. */
  match: LiveMatch | null;
};

/** Who plays for the team: the roster of its latest played match. */
export function TeamParticipants({ teamId, match }: TeamParticipantsProps) {
  const { t } = useTranslation('countryTeams');
  if (!match) return <Text c="dimmed">{t('participants.noneYet')}</Text>;
  return <RosterOfMatch teamId={teamId} match={match} />;
}

function RosterOfMatch({ teamId, match }: { teamId: number; match: LiveMatch }) {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('countryTeams');
  const locale = i18n.resolvedLanguage ?? 'cs';
  // A roster changes rarely once the match has started: no polling, a minute before it counts as old.
  const edition = useEdition();
  const detail = useQuery(matchDetailQueryOptions(match.id, { refresh: 'off', staleTime: 60_000, edition }));
  const roster = useMemo(
    () => (detail.data ? teamRoster(detail.data.roster, teamId, locale) : null),
    [detail.data, teamId, locale],
  );

  if (detail.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{t('participants.loading')}</Text>
      </Group>
    );
  }
  if (!roster) {
    return (
      <Alert color="red" variant="light">
        {t('participants.error')}
      </Alert>
    );
  }
  if (roster.players.length === 0 && roster.leaders.length === 0) {
    return <Text c="dimmed">{t('participants.noneYet')}</Text>;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('participants.source', { number: match.matchNumber, day: formatMatchDay(match.day, locale) })}{' '}
        <Anchor component={Link} to={href(matchPath(match.id))} inherit underline="always">
          {t('participants.matchLink')}
        </Anchor>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <PeopleTable
          title={t('participants.players', { count: roster.players.length })}
          people={roster.players}
          jersey
        />
        <PeopleTable title={t('participants.leaders', { count: roster.leaders.length })} people={roster.leaders} />
      </SimpleGrid>
    </Stack>
  );
}

function PeopleTable({
  title,
  people,
  jersey = false,
}: {
  title: string;
  people: MatchParticipant[];
  jersey?: boolean;
}) {
  const { t } = useTranslation('countryTeams');
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {people.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('participants.nobody')}
        </Text>
      ) : (
        <Table striped withRowBorders={false} verticalSpacing={4} data-testid={jersey ? 'players' : 'leaders'}>
          <Table.Thead>
            <Table.Tr>
              {jersey && (
                <Table.Th w={48} ta="end">
                  {t('participants.jersey')}
                </Table.Th>
              )}
              <Table.Th>{t('participants.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.map((person) => (
              <Table.Tr key={person.id}>
                {jersey && (
                  <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {person.jerseyNumber ?? '–'}
                  </Table.Td>
                )}
                <Table.Td>
                  {t('participants.fullName', { firstName: person.firstName, lastName: person.lastName })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
