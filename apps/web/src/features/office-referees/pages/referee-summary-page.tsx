import { Alert, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { refereeSummaryQueryOptions } from '../api/get-referee-summary';
import { formatDate } from '@/lib/amounts';

/** Referees and their accompanying persons per accommodation place and night, for the hotels. */
export function RefereeSummaryPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { data, isPending, isError } = useQuery(refereeSummaryQueryOptions(i18n.resolvedLanguage ?? 'cs'));
  const cell = (persons: number, confirmed: number, singleRooms: number) =>
    `${persons} (${confirmed}) / ${singleRooms}`;

  return (
    <Stack gap="md">
      <BackLink to="/admin/referee-registrations">{t('referees.summary.back')}</BackLink>
      <PageTitle>{t('referees.summary.title')}</PageTitle>
      <Text c="dimmed">{t('referees.summary.intro')}</Text>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('list.loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('referees.detail.loadError')}
        </Alert>
      ) : (
        <Card withBorder component="section">
          <Stack gap="sm">
            <Group gap="lg">
              <Text size="sm">{t('referees.summary.referees', { count: data.referees })}</Text>
              <Text size="sm">{t('referees.summary.withAccommodation', { count: data.withAccommodation })}</Text>
              <Text size="sm">{t('referees.summary.mealVouchers', { count: data.mealVouchers })}</Text>
            </Group>
            {data.places.length === 0 ? (
              <Text c="dimmed">{t('referees.summary.empty')}</Text>
            ) : (
              <>
                <Text size="xs" c="dimmed">
                  {t('referees.summary.legend')}
                </Text>
                <Table.ScrollContainer minWidth={640}>
                  <Table fz="sm" striped verticalSpacing={4}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('referees.summary.place')}</Table.Th>
                        {data.nights.map((night) => (
                          <Table.Th key={night} scope="col" ta="right">
                            {formatDate(night, locale)}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.places.map((row) => (
                        <Table.Tr key={row.placeId ?? 'none'}>
                          <Table.Th scope="row" fw={500}>
                            {row.placeName ?? t('referees.summary.noPlace')}
                          </Table.Th>
                          {data.nights.map((night, i) => (
                            <Table.Td key={night} ta="right">
                              {cell(row.persons[i], row.confirmed[i], row.singleRooms[i])}
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                      <Table.Tr fw={700}>
                        <Table.Th scope="row">{t('referees.summary.total')}</Table.Th>
                        {data.nights.map((night, i) => (
                          <Table.Td key={night} ta="right" data-night-total={night}>
                            {cell(data.totals.persons[i], data.totals.confirmed[i], data.totals.singleRooms[i])}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
