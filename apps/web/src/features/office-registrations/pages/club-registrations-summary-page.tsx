import { Alert, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { clubRegistrationsSummaryQueryOptions } from '../api/get-club-registrations-summary';
import { formatDate } from '@/lib/amounts';

/** Accommodation and board per place and night, catering counts and the categories against their capacity. */
export function ClubRegistrationsSummaryPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { data, isPending, isError } = useQuery(clubRegistrationsSummaryQueryOptions(i18n.resolvedLanguage ?? 'cs'));
  const cell = (persons: number, singleRooms: number) =>
    singleRooms > 0 ? t('clubs.summary.cell', { persons, singleRooms }) : String(persons);

  return (
    <Stack gap="md">
      <BackLink to="/admin/club-registrations">{t('clubs.detail.back')}</BackLink>
      <PageTitle>{t('clubs.summary.title')}</PageTitle>
      <Text c="dimmed">{t('clubs.summary.intro')}</Text>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('list.loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('clubs.summary.loadError')}
        </Alert>
      ) : (
        <>
          <Card withBorder component="section" aria-labelledby="stay-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="stay-heading">
                {t('clubs.summary.accommodationTitle')}
              </Title>
              {data.accommodation.length === 0 ? (
                <Text c="dimmed">{t('clubs.summary.empty')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={720}>
                  <Table fz="sm" striped verticalSpacing={4}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('clubs.summary.place')}</Table.Th>
                        {data.nights.map((night) => (
                          <Table.Th key={night} scope="col" ta="right">
                            {t('clubs.summary.night', { date: formatDate(night, locale) })}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.accommodation.map((row) => (
                        <Table.Tr key={`${row.placeId}-${row.packageId}`}>
                          <Table.Th scope="row" fw={500}>
                            {row.placeName ?? t('clubs.summary.notAssigned', { package: row.packageName ?? '' })}
                          </Table.Th>
                          {data.nights.map((night, i) => (
                            <Table.Td key={night} ta="right">
                              <Text span size="sm">
                                {cell(row.persons[i], row.singleRooms[i])}
                              </Text>
                              <Text span size="xs" c="dimmed" display="block">
                                {t('clubs.summary.board')}: {row.board[i]}
                              </Text>
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                      <Table.Tr fw={700}>
                        <Table.Th scope="row">{t('clubs.summary.total')}</Table.Th>
                        {data.nights.map((night, i) => (
                          <Table.Td key={night} ta="right" data-night-total={night}>
                            <Text span size="sm" fw={700}>
                              {cell(data.totals.persons[i], data.totals.singleRooms[i])}
                            </Text>
                            <Text span size="xs" c="dimmed" display="block">
                              {t('clubs.summary.board')}: {data.totals.board[i]}
                            </Text>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Title order={3} size="h5">
                {t('clubs.summary.cateringTitle')}
              </Title>
              <Group gap="lg">
                <Text size="sm">{t('clubs.summary.mondayLunch', { count: data.mondayLunch })}</Text>
                <Text size="sm">{t('clubs.summary.vipParty', { count: data.vipParty })}</Text>
              </Group>
            </Stack>
          </Card>
          <Card withBorder component="section" aria-labelledby="categories-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="categories-heading">
                {t('clubs.summary.categoriesTitle')}
              </Title>
              <Table.ScrollContainer minWidth={480}>
                <Table fz="sm" striped verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('clubs.summary.category')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('clubs.summary.teams')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('clubs.summary.confirmed')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('clubs.summary.capacity')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('clubs.summary.free')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.categories.map((row) => (
                      <Table.Tr key={row.id} data-category={row.code}>
                        <Table.Th scope="row">{row.code}</Table.Th>
                        <Table.Td ta="right">{row.teams}</Table.Td>
                        <Table.Td ta="right">{row.confirmed}</Table.Td>
                        <Table.Td ta="right">{row.capacity ?? t('clubs.summary.noLimit')}</Table.Td>
                        <Table.Td ta="right">
                          {row.free === null ? (
                            '–'
                          ) : row.free > 0 ? (
                            row.free
                          ) : (
                            <Badge color={row.free === 0 ? 'orange' : 'red'} variant="light">
                              {row.free === 0 ? t('clubs.summary.full') : t('clubs.summary.over', { count: -row.free })}
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
