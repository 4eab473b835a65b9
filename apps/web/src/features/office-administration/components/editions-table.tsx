import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Edition } from '../api/list-editions';
import { formatEditionDays } from '../lib/rollover-form';
import { OpenEditionButton } from './open-edition-button';

/** The tournament editions, newest first, the current one marked; the others can be opened. */
export function EditionsTable({ editions }: { editions: readonly Edition[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const number = new Intl.NumberFormat(locale);
  const rows = [...editions].sort((a, b) => b.year - a.year);
  const current = editions.find((edition) => edition.isCurrent);

  if (rows.length === 0) return <Text c="dimmed">{t('editions.empty')}</Text>;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="editions-table">
        <Table.Caption style={{ textAlign: 'start' }}>
          <VisuallyHidden>{t('editions.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('editions.columns.year')}</Table.Th>
            <Table.Th scope="col">{t('editions.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('editions.columns.dates')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('editions.columns.teams')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('editions.columns.matches')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('editions.columns.finishedMatches')}
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('editions.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((edition) => (
            <Table.Tr key={edition.id} data-year={edition.year} data-current={edition.isCurrent || undefined}>
              <Table.Th scope="row" fw={600}>
                {edition.year}
              </Table.Th>
              <Table.Td>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {edition.name}
                  </Text>
                  {edition.isCurrent && (
                    <Badge color="green" variant="light" data-testid="edition-current">
                      {t('editions.current')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatEditionDays(edition.startsOn, edition.endsOn, locale)}
              </Table.Td>
              <Table.Td ta="end">{number.format(edition.teams)}</Table.Td>
              <Table.Td ta="end">{number.format(edition.matches)}</Table.Td>
              <Table.Td ta="end">{number.format(edition.finishedMatches)}</Table.Td>
              <Table.Td ta="end">
                {!edition.isCurrent && <OpenEditionButton edition={edition} current={current} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
