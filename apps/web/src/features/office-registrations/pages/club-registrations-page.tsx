import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { IconBed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BALANCE_FILTERS } from '@tms/domain/contract/club-office';
import { REGISTRATION_STATES } from '@tms/domain/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { CountryFlag } from '@/components/country-flag';
import { PageTitle } from '@/components/page-title';
import { countryName } from '@/lib/names';
import {
  CLUB_REGISTRATIONS_PATH,
  type ClubRegistrationRow,
  clubRegistrationsQueryOptions,
} from '../api/list-club-registrations';
import { ClubStateBadge } from '@/components/office/club-state-badge';
import { formatAmount, formatDate } from '@/lib/amounts';

const DEFAULTS = { sort: '-createdAt' };

/** Every club registration with its state and amounts; paged, sorted, filtered and searched on the server. */
export function ClubRegistrationsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(clubRegistrationsQueryOptions(list.query));
  const enums = useQuery(enumsQueryOptions());
  const countries = useMemo(
    () =>
      (enums.data?.countries ?? [])
        .map((country) => ({ value: String(country.id), label: countryName(country, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [enums.data, locale],
  );
  const money = (field: 'toPay' | 'paid' | 'rest') => (row: ClubRegistrationRow) => (
    <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-amount={field}>
      {formatAmount(row[field], row.currency, locale)}
    </Text>
  );
  const columns: DataColumn<ClubRegistrationRow>[] = [
    {
      key: 'name',
      header: t('clubs.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (row) => (
        <>
          <Anchor component={Link} to={`/admin/club-registrations/${row.id}`} fw={600}>
            {row.name}
          </Anchor>
          <Group gap={6} wrap="nowrap" hiddenFrom="xl" fw={400} fz="xs" c="dimmed" data-testid="club-country">
            <CountryFlag countryCode={row.countryCode} />
            {row.countryCode}
          </Group>
        </>
      ),
    },
    {
      key: 'state',
      header: t('clubs.columns.state'),
      sortKey: 'state',
      render: (row) => <ClubStateBadge state={row.registrationState} />,
    },
    {
      key: 'country',
      header: t('clubs.columns.country'),
      sortKey: 'country',
      // On a laptop the nine columns did not fit: the country goes under the club's name there.
      visibleFrom: 'xl',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <CountryFlag countryCode={row.countryCode} />
          {row.countryCode}
        </Group>
      ),
    },
    { key: 'teams', header: t('clubs.columns.teams'), sortKey: 'teams', align: 'right', render: (row) => row.teams },
    {
      key: 'persons',
      header: t('clubs.columns.persons'),
      sortKey: 'persons',
      align: 'right',
      render: (row) => row.persons,
    },
    { key: 'toPay', header: t('clubs.columns.toPay'), sortKey: 'toPay', align: 'right', render: money('toPay') },
    { key: 'paid', header: t('clubs.columns.paid'), sortKey: 'paid', align: 'right', render: money('paid') },
    { key: 'rest', header: t('clubs.columns.rest'), sortKey: 'rest', align: 'right', render: money('rest') },
    {
      key: 'createdAt',
      header: t('clubs.columns.createdAt'),
      sortKey: 'createdAt',
      render: (row) => formatDate(row.createdAt, locale),
    },
  ];
  const select = (name: string, label: string, data: { value: string; label: string }[], searchable = false) => (
    <Select
      label={label}
      placeholder={t('list.any')}
      data={data}
      value={list.filter(name)}
      onChange={(value) => list.setFilter(name, value)}
      clearable
      searchable={searchable}
      w={{ base: '100%', xs: 180 }}
    />
  );

  return (
    <Stack gap="md">
      <PageTitle>{t('clubs.title')}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t('clubs.intro')}
        </Text>
        <Anchor component={Link} to="/admin/club-registrations/summary">
          <Group gap={4} wrap="nowrap">
            <IconBed size={16} aria-hidden />
            {t('clubs.summaryLink')}
          </Group>
        </Anchor>
      </Group>
      <DataList
        label={t('clubs.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-club-id': row.id })}
        minWidth={960}
        filters={
          <>
            {select(
              'state',
              t('clubs.filters.state'),
              REGISTRATION_STATES.map((state) => ({ value: state, label: t(`clubs.state.${state}`) })),
            )}
            {select('countryId', t('clubs.filters.country'), countries, true)}
            {select(
              'balance',
              t('clubs.filters.balance'),
              BALANCE_FILTERS.map((balance) => ({ value: balance, label: t(`clubs.balance.${balance}`) })),
            )}
          </>
        }
        exportUrl={(format) => listExportUrl(CLUB_REGISTRATIONS_PATH, list.query, format, locale)}
      />
    </Stack>
  );
}
