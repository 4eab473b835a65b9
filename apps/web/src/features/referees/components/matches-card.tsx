import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMatchDay } from '@/lib/match-day';
import { refereeDays } from '@/lib/referee-days';
import { refereeMatchesQueryOptions } from '../api/get-referee-matches';
import { DetailCard } from './detail-card';

/** The referee's matches day by day: time, match, hall and whether he is referee 1 or 2. */
export function MatchesCard({ refereeId }: { refereeId: number }) {
  const { t, i18n } = useTranslation('refereeRegistration');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const matches = useQuery(refereeMatchesQueryOptions(refereeId, locale));
  const days = refereeDays(matches.data ?? []);
  return (
    <DetailCard title={t('detail.matches')} testId="referee-matches-card">
      {matches.isError ? <Alert color="red">{t('detail.matchesError')}</Alert> : null}
      {matches.isPending ? <Text c="dimmed">{t('detail.matchesLoading')}</Text> : null}
      {matches.data && days.length === 0 ? <Text c="dimmed">{t('detail.matchesEmpty')}</Text> : null}
      {days.map(({ day, entries }) => (
        <Stack key={day} gap={4}>
          <Title order={3} fz="sm">
            {formatMatchDay(day, locale, 'long')}
          </Title>
          {/* On a phone the hall goes under the match, leaving the role its one line. */}
          <Table.ScrollContainer minWidth={0}>
            <Table fz="sm" verticalSpacing={2}>
              <Table.Tbody>
                {entries.map(({ match }) => (
                  <Table.Tr key={match.matchId} data-match-id={match.matchId}>
                    <Table.Td w={60} style={{ whiteSpace: 'nowrap' }}>
                      {match.time}
                    </Table.Td>
                    <Table.Td>
                      {t('detail.matchName', { category: match.categoryCode, number: match.matchNumber })}
                      {match.homeTeamName && match.awayTeamName ? (
                        <Text span size="xs" c="dimmed" display="block">
                          {t('detail.matchTeams', { home: match.homeTeamName, away: match.awayTeamName })}
                        </Text>
                      ) : null}
                      <Text span size="xs" display="block" hiddenFrom="sm">
                        {match.placeName}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{match.placeName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="referee-match-role">
                      {t('detail.position', { position: match.position })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </DetailCard>
  );
}
