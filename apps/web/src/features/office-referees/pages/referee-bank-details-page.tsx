import { Badge, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REGISTRATION_STATES } from '@tms/domain/constants';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import {
  REFEREE_BANK_DETAILS_PATH,
  type RefereeBankDetailsRow,
  refereeBankDetailsQueryOptions,
} from '../api/list-referee-bank-details';
import { ClubStateBadge } from '@/components/office/club-state-badge';

const DEFAULTS = { sort: 'lastName', filters: { currency: 'CZK' } };
const STATES = REGISTRATION_STATES.filter((state) => state !== 'processed');

/** The referees' bank details of one currency at a time, exported as the payout file. */
export function RefereeBankDetailsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useUrlListState(DEFAULTS);
  const currency = list.filter('currency') === 'EUR' ? 'EUR' : 'CZK';
  const result = useQuery(refereeBankDetailsQueryOptions(list.query));
  const columns: DataColumn<RefereeBankDetailsRow>[] = [
    {
      key: 'name',
      header: t('referees.bank.columns.name'),
      sortKey: 'lastName',
      rowHeader: true,
      render: (row) => `${row.lastName} ${row.firstName}`,
    },
    {
      key: 'state',
      header: t('referees.bank.columns.state'),
      render: (row) => <ClubStateBadge state={row.registrationState} />,
    },
    { key: 'holder', header: t('referees.bank.columns.holder'), render: (row) => row.accountHoldersName ?? '–' },
    ...(currency === 'CZK'
      ? [
          {
            key: 'account',
            header: t('referees.bank.columns.account'),
            render: (row: RefereeBankDetailsRow) => row.account ?? '–',
          },
        ]
      : []),
    {
      key: 'iban',
      header: t('referees.bank.columns.iban'),
      render: (row) => (
        <Text span size="sm" ff="monospace">
          {row.iban ?? '–'}
        </Text>
      ),
    },
    ...(currency === 'EUR'
      ? [
          {
            key: 'bic',
            header: t('referees.bank.columns.bic'),
            render: (row: RefereeBankDetailsRow) => row.bic ?? '–',
          },
          {
            key: 'address',
            header: t('referees.bank.columns.address'),
            render: (row: RefereeBankDetailsRow) => row.address ?? '–',
          },
        ]
      : []),
    {
      key: 'complete',
      header: t('referees.bank.columns.complete'),
      render: (row) => (
        <Badge color={row.complete ? 'green' : 'red'} variant="light">
          {row.complete ? t('referees.bank.complete') : t('referees.bank.incomplete')}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <BackLink to="/admin/referee-registrations">{t('referees.bank.back')}</BackLink>
      <PageTitle>{t('referees.bank.title')}</PageTitle>
      <Text c="dimmed" maw={640}>
        {t('referees.bank.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('referees.bank.currency')}
        data={['CZK', 'EUR']}
        value={currency}
        onChange={(value) => list.setFilter('currency', value)}
        w="fit-content"
      />
      <DataList
        label={t('referees.bank.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        minWidth={1040}
        filters={
          <Select
            label={t('referees.filters.state')}
            placeholder={t('list.any')}
            data={STATES.map((state) => ({ value: state, label: t(`referees.state.${state}`) }))}
            value={list.filter('state')}
            onChange={(value) => list.setFilter('state', value)}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
        }
        exportUrl={(format) => listExportUrl(REFEREE_BANK_DETAILS_PATH, list.query, format, locale)}
      />
    </Stack>
  );
}
