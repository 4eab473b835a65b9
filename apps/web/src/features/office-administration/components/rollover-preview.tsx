import { Alert, Code, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RolloverPreview as Preview } from '../api/preview-rollover';
import { formatConfigDate, formatDay } from '../lib/rollover-form';

type Limits = Preview['categories'][number]['before'];

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What rolling the current edition into the target would copy, move, leave empty and share. */
export function RolloverPreview({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const number = new Intl.NumberFormat(locale);
  const source = t('editions.rollover.editionYear', { year: preview.source.year });
  const target = t('editions.rollover.editionYear', { year: preview.target.year });
  const limits = ({ birthDateMin, birthDateMax }: Limits) =>
    birthDateMax === null
      ? t('editions.rollover.birthFrom', { min: formatDay(birthDateMin, locale) })
      : t('editions.rollover.birthRange', {
          min: formatDay(birthDateMin, locale),
          max: formatDay(birthDateMax, locale),
        });

  return (
    <Stack gap="md" data-testid="rollover-preview">
      <Title order={3} size="h4">
        {t('editions.rollover.previewTitle', { year: preview.target.year })}
      </Title>
      {preview.exists && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('editions.rollover.existsTitle', { year: preview.target.year })}
          data-testid="rollover-exists"
        >
          {t('editions.rollover.exists', { year: preview.target.year })}
        </Alert>
      )}
      <Stack gap={2}>
        <Text size="sm">{t('editions.rollover.shiftDays', { count: preview.shiftDays })}</Text>
        <Text size="sm">{t('editions.rollover.shiftYears', { count: preview.shiftYears })}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('editions.rollover.copiedTitle')} testId="rollover-copied">
          <Table withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('editions.rollover.what')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('editions.rollover.count')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.copied.map((item) => (
                <Table.Tr key={item.table} data-table={item.table}>
                  <Table.Th scope="row" fw={400}>
                    {t(`editions.rollover.table.${item.table}`)}
                  </Table.Th>
                  <Table.Td ta="end">{number.format(item.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>

        <Section title={t('editions.rollover.emptyTitle')} testId="rollover-empty">
          <Table withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('editions.rollover.what')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {source}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.empty.map((item) => (
                <Table.Tr key={item.table} data-table={item.table}>
                  <Table.Th scope="row" fw={400}>
                    {t(`editions.rollover.table.${item.table}`)}
                  </Table.Th>
                  <Table.Td ta="end">{number.format(item.sourceCount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      </SimpleGrid>

      <Section title={t('editions.rollover.categoriesTitle')} testId="rollover-categories">
        {preview.categories.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('editions.rollover.noCategories')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('editions.rollover.category')}</Table.Th>
                  <Table.Th scope="col">{source}</Table.Th>
                  <Table.Th scope="col">{target}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.categories.map((category) => (
                  <Table.Tr key={category.code} data-category={category.code}>
                    <Table.Th scope="row">{category.code}</Table.Th>
                    <Table.Td data-when="before">{limits(category.before)}</Table.Td>
                    <Table.Td data-when="after">{limits(category.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      <Section title={t('editions.rollover.datesTitle')} testId="rollover-dates">
        {preview.dates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('editions.rollover.noDates')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('editions.rollover.setting')}</Table.Th>
                  <Table.Th scope="col">{source}</Table.Th>
                  <Table.Th scope="col">{target}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.dates.map((date) => (
                  <Table.Tr key={date.key} data-key={date.key}>
                    <Table.Th scope="row" fw={400}>
                      <Code style={{ overflowWrap: 'anywhere' }}>{date.key}</Code>
                    </Table.Th>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatConfigDate(date.before, locale)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatConfigDate(date.after, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      <Section title={t('editions.rollover.sharedTitle')} testId="rollover-shared">
        <List size="sm">
          {preview.shared.map((item) => (
            <List.Item key={item}>{t(`editions.rollover.table.${item}`)}</List.Item>
          ))}
        </List>
      </Section>
    </Stack>
  );
}
