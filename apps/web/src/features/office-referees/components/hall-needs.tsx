import { Badge, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { HallDayNeed } from '@tms/domain/contract/referee-assignments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMatchDay } from '@/lib/match-day';

/**
 * Per hall of one day: its matches, the referees it needs and those placed (short ones marked).
 * `names` names the halls in the page's language; a hall missing there shows its code.
 */
export function HallNeeds({
  needs,
  days,
  names,
}: {
  needs: readonly HallDayNeed[];
  days: readonly string[];
  names: ReadonlyMap<number, string>;
}) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen ?? days[0] ?? null;
  const rows = needs.filter((need) => need.day === day && need.matches > 0);
  const short = needs.filter((need) => need.placed < need.needed).length;

  return (
    <Stack gap="xs" component="section" aria-labelledby="hall-needs-heading">
      <Title order={2} size="h5" id="hall-needs-heading">
        {t('refereeAssignment.halls.needsTitle')}
      </Title>
      <Text size="sm" fw={short > 0 ? 600 : undefined} data-testid="halls-short">
        {t('refereeAssignment.halls.short', { count: short })}
      </Text>
      {days.length > 1 ? (
        <SegmentedControl
          value={day ?? ''}
          onChange={setChosen}
          data={days.map((value) => ({ value, label: formatMatchDay(value, locale) }))}
          aria-label={t('refereeAssignment.matches.day')}
          w="fit-content"
        />
      ) : null}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('refereeAssignment.matches.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420} mah={320}>
          <Table fz="sm" verticalSpacing={2} w="auto" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('refereeAssignment.columns.hall')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.halls.matches')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.halls.needed')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.halls.placed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((need) => (
                <Table.Tr key={need.placeId}>
                  <Table.Th scope="row" fw={500}>
                    {names.get(need.placeId) ?? need.placeName}
                  </Table.Th>
                  <Table.Td>{need.matches}</Table.Td>
                  <Table.Td>{need.needed}</Table.Td>
                  <Table.Td>
                    {need.placed}{' '}
                    {need.placed < need.needed ? (
                      <Badge size="xs" color="red" variant="light">
                        {t('refereeAssignment.halls.shortBadge')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
