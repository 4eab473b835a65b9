import { Badge, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { MatchDetail, MatchParticipant } from '@tms/domain/contract/competition';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamName } from '@/components/team-name';
import type { CompetitionLookup } from '@/lib/competition-lookup';
import { countryName } from '@/lib/names';
import { personName } from '@/lib/person-name';

type MatchRostersProps = {
  detail: MatchDetail;
  lookup: CompetitionLookup;
  locale: string;
  /** Names of the sides while a team is still undecided ('Winner of group MA-A'). */
  sideNames: { home: string; away: string };
};

function byJersey(a: MatchParticipant, b: MatchParticipant): number {
  return (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) || a.lastName.localeCompare(b.lastName);
}

/** Both teams' match rosters: players by jersey number, then the leaders. */
export function MatchRosters({ detail, lookup, locale, sideNames }: MatchRostersProps) {
  const { t } = useTranslation('resultsDashboard');
  const bySide = useMemo(() => {
    const home: MatchParticipant[] = [];
    const away: MatchParticipant[] = [];
    for (const person of detail.roster) {
      if (person.teamId === detail.match.homeTeamId) home.push(person);
      else if (person.teamId === detail.match.awayTeamId) away.push(person);
    }
    return { home, away };
  }, [detail]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      {(['home', 'away'] as const).map((side) => {
        const teamId = side === 'home' ? detail.match.homeTeamId : detail.match.awayTeamId;
        const team = teamId === null ? undefined : lookup.teams.get(teamId);
        const country = team ? lookup.countriesByCode.get(team.clubCountryCode) : undefined;
        const people = bySide[side];
        const players = people.filter((person) => !person.isLeader).sort(byJersey);
        const leaders = people.filter((person) => person.isLeader).sort(byJersey);
        const headingId = `roster-${side}`;
        return (
          <section key={side} aria-labelledby={headingId} data-testid={`roster-${side}`}>
            <Title order={2} size="h4" id={headingId} mb="xs">
              {team ? (
                <TeamName team={team} countryName={country ? countryName(country, locale) : undefined} />
              ) : (
                sideNames[side]
              )}
            </Title>
            {people.length === 0 ? (
              <Text c="dimmed">{t('match.rosters.empty')}</Text>
            ) : (
              <Table verticalSpacing={4} horizontalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th style={{ width: 56 }}>{t('match.rosters.jersey')}</Table.Th>
                    <Table.Th>{t('match.rosters.name')}</Table.Th>
                    <Table.Th style={{ width: 72 }}>{t('match.rosters.born')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {players.length > 0 && (
                    <Table.Tr>
                      <Table.Th colSpan={3} scope="colgroup" bg="gray.1">
                        {t('match.rosters.players')} ({players.length})
                      </Table.Th>
                    </Table.Tr>
                  )}
                  {players.map((person) => (
                    <Table.Tr key={person.id} data-testid="roster-player">
                      <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {person.jerseyNumber ?? '–'}
                      </Table.Td>
                      <Table.Td>{personName(person)}</Table.Td>
                      <Table.Td>{person.birthYear}</Table.Td>
                    </Table.Tr>
                  ))}
                  {leaders.length > 0 && (
                    <Table.Tr>
                      <Table.Th colSpan={3} scope="colgroup" bg="gray.1">
                        {t('match.rosters.leaders')} ({leaders.length})
                      </Table.Th>
                    </Table.Tr>
                  )}
                  {leaders.map((person) => (
                    <Table.Tr key={person.id} data-testid="roster-leader">
                      <Table.Td>{person.jerseyNumber ?? ''}</Table.Td>
                      <Table.Td>
                        {personName(person)}{' '}
                        <Badge size="xs" variant="default">
                          {t('match.rosters.leader')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{person.birthYear}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </section>
        );
      })}
    </SimpleGrid>
  );
}
