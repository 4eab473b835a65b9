import { Alert, Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RefereeBoardReferee } from '@tms/domain/contract/referee-assignments';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMatchDay } from '@/lib/match-day';
import { refereeDays } from '@/lib/referee-days';
import { refereeBoardQueryOptions } from '../api/get-referee-board';
import { minutesBetween } from '../lib/clock';
import { RefereeUnavailability } from './referee-unavailability';

/** One referee's matches day by day: times, halls, his position and the breaks between them. */
export function RefereeTimeline({ referees }: { referees: readonly RefereeBoardReferee[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [refereeId, setRefereeId] = useState<string | null>(null);
  const options = useMemo(
    () =>
      referees
        .map((r) => ({ value: String(r.id), label: `${r.lastName} ${r.firstName} (${r.countryCode})` }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [referees, locale],
  );
  const board = useQuery({
    ...refereeBoardQueryOptions({ refereeId: refereeId === null ? undefined : Number(refereeId) }, locale),
    enabled: refereeId !== null,
  });
  const id = Number(refereeId);
  const days = useMemo(
    () =>
      refereeDays(
        (board.data?.matches ?? [])
          .filter((m) => m.refereeIds.includes(id))
          .map((m) => ({ ...m, minutes: minutesBetween(m.time, m.endTime) })),
      ),
    [board.data, id],
  );

  return (
    <Stack>
      <Select
        label={t('refereeAssignment.timeline.referee')}
        placeholder={t('refereeAssignment.timeline.pick')}
        data={options}
        value={refereeId}
        onChange={setRefereeId}
        searchable
        clearable
        maw={360}
      />
      {refereeId === null ? null : <RefereeUnavailability key={refereeId} refereeId={id} />}
      {refereeId === null ? null : board.isError ? (
        <Alert color="red">{t('list.loadError')}</Alert>
      ) : !board.data || board.isPlaceholderData ? (
        <Text c="dimmed">{t('list.loading')}</Text>
      ) : days.length === 0 ? (
        <Text c="dimmed">{t('refereeAssignment.timeline.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="referee-timeline">
          {days.map(({ day, entries }) => (
            <Card withBorder key={day} component="section" aria-label={formatMatchDay(day, locale, 'long')}>
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h5">
                  {formatMatchDay(day, locale, 'long')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('refereeAssignment.timeline.matches', { count: entries.length })}
                </Text>
              </Group>
              <Table fz="sm" verticalSpacing={2}>
                <Table.Tbody>
                  {entries.map(({ match, breakMinutes, overlaps }) => (
                    <Table.Tr key={match.matchId} data-match-id={match.matchId}>
                      <Table.Td>{`${match.time}–${match.endTime}`}</Table.Td>
                      <Table.Td>
                        {t('refereeAssignment.matchCode', { category: match.categoryCode, number: match.matchNumber })}
                      </Table.Td>
                      <Table.Td>{match.placeName}</Table.Td>
                      <Table.Td>
                        {t('refereeAssignment.timeline.position', { position: match.refereeIds.indexOf(id) + 1 })}
                      </Table.Td>
                      <Table.Td>
                        {overlaps ? (
                          <Badge color="red" variant="light" size="sm">
                            {t('refereeAssignment.timeline.overlap')}
                          </Badge>
                        ) : breakMinutes !== null ? (
                          <Text span size="xs" c="dimmed">
                            {t('refereeAssignment.timeline.break', { count: breakMinutes })}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
