import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { IconBed, IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { REFEREE_PAYMENT_TYPES, REGISTRATION_STATES } from '@tms/domain/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { meQueryOptions } from '@/api/get-me';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { CountryFlag } from '@/components/country-flag';
import { PageTitle } from '@/components/page-title';
import { hasLink } from '@/lib/links';
import { countryName } from '@/lib/names';
import {
  REFEREE_REGISTRATIONS_PATH,
  type RefereeRegistrationRow,
  refereeRegistrationsQueryOptions,
} from '../api/list-referee-registrations';
import { ClubStateBadge } from '@/components/office/club-state-badge';
import { formatDate } from '@/lib/amounts';

const DEFAULTS = { sort: 'lastName' };
/** Referees are waiting, accepted or cancelled; never processed. */
const STATES = REGISTRATION_STATES.filter((state) => state !== 'processed');

/** Every referee registration with state, stay and payment; paged, sorted, filtered and searched on the server. */
export function RefereeRegistrationsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(refereeRegistrationsQueryOptions(list.query));
  const enums = useQuery(enumsQueryOptions());
  const { data: user } = useQuery(meQueryOptions());
  const countries = useMemo(
    () =>
      (enums.data?.countries ?? [])
        .map((country) => ({ value: String(country.id), label: countryName(country, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [enums.data, locale],
  );
  const columns: DataColumn<RefereeRegistrationRow>[] = [
    {
      key: 'name',
      header: t('referees.columns.name'),
      sortKey: 'lastName',
      rowHeader: true,
      render: (row) => (
        <Anchor component={Link} to={`/admin/referee-registrations/${row.id}`} fw={600}>
          {row.lastName} {row.firstName}
        </Anchor>
      ),
    },
    {
      key: 'state',
      header: t('referees.columns.state'),
      sortKey: 'state',
      render: (row) => <ClubStateBadge state={row.registrationState} />,
    },
    {
      key: 'country',
      header: t('referees.columns.country'),
      sortKey: 'country',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <CountryFlag countryCode={row.countryCode} />
          {row.countryCode}
        </Group>
      ),
    },
    {
      key: 'stay',
      header: t('referees.columns.arrival'),
      sortKey: 'arrivalDate',
      render: (row) =>
        row.arrivalDate && row.departureDate
          ? t('referees.detail.stay', {
              arrival: formatDate(row.arrivalDate, locale),
              departure: formatDate(row.departureDate, locale),
            })
          : '–',
    },
    {
      key: 'accommodation',
      header: t('referees.columns.accommodation'),
      render: (row) => (row.wantsAccommodation ? t('referees.yes') : t('referees.no')),
    },
    {
      key: 'paymentType',
      header: t('referees.columns.paymentType'),
      render: (row) => (row.paymentType ? t(`referees.paymentType.${row.paymentType}`) : '–'),
    },
    { key: 'hallDays', header: t('referees.columns.hallDays'), align: 'right', render: (row) => row.hallDays },
    {
      key: 'createdAt',
      header: t('referees.columns.createdAt'),
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
      <PageTitle>{t('referees.title')}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t('referees.intro')}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/admin/referee-registrations/summary">
            <Group gap={4} wrap="nowrap">
              <IconBed size={16} aria-hidden />
              {t('referees.summaryLink')}
            </Group>
          </Anchor>
          {hasLink(user, 'listRefereeBankDetails') ? (
            <Anchor component={Link} to="/admin/referee-registrations/bank-details">
              <Group gap={4} wrap="nowrap">
                <IconBuildingBank size={16} aria-hidden />
                {t('referees.bankLink')}
              </Group>
            </Anchor>
          ) : null}
        </Group>
      </Group>
      <DataList
        label={t('referees.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-referee-id': row.id })}
        minWidth={960}
        filters={
          <>
            {select(
              'state',
              t('referees.filters.state'),
              STATES.map((state) => ({ value: state, label: t(`referees.state.${state}`) })),
            )}
            {select('countryId', t('referees.filters.country'), countries, true)}
            {select('accommodation', t('referees.filters.accommodation'), [
              { value: 'true', label: t('referees.yes') },
              { value: 'false', label: t('referees.no') },
            ])}
            {select(
              'paymentType',
              t('referees.filters.paymentType'),
              REFEREE_PAYMENT_TYPES.map((type) => ({ value: type, label: t(`referees.paymentType.${type}`) })),
            )}
          </>
        }
        exportUrl={(format) => listExportUrl(REFEREE_REGISTRATIONS_PATH, list.query, format, locale)}
      />
    </Stack>
  );
}
