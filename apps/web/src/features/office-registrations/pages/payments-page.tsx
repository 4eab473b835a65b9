import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHODS } from '@tms/domain/contract/club-registration';
import { PAYMENT_SOURCES } from '@tms/domain/contract/payments';
import { CURRENCIES } from '@tms/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { PageTitle } from '@/components/page-title';
import { PAYMENTS_PATH, type PaymentRow, paymentsQueryOptions } from '../api/payments';
import { RemindersModal } from '../components/reminders-modal';
import { formatAmount, formatDate } from '@/lib/amounts';

const DEFAULTS = { sort: '-paymentDate' };

/** Every club's payments; reminders of amounts past due. */
export function PaymentsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(paymentsQueryOptions(list.query));
  const [reminding, setReminding] = useState(false);
  const columns: DataColumn<PaymentRow>[] = [
    {
      key: 'date',
      header: t('payments.columns.paymentDate'),
      sortKey: 'paymentDate',
      render: (p) => formatDate(p.paymentDate, locale),
    },
    {
      key: 'club',
      header: t('payments.columns.club'),
      sortKey: 'club',
      rowHeader: true,
      render: (p) => (
        <Anchor component={Link} to={`/admin/club-registrations/${p.clubId}`}>
          {p.clubName}
        </Anchor>
      ),
    },
    {
      key: 'amount',
      header: t('payments.columns.orderAmount'),
      sortKey: 'amount',
      align: 'right',
      render: (p) => (
        <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(p.orderAmount, p.orderAmountCurrency, locale)}
        </Text>
      ),
    },
    { key: 'method', header: t('payments.columns.method'), render: (p) => t(`payments.method.${p.paymentMethod}`) },
    { key: 'cashier', header: t('payments.columns.cashReceivedBy'), render: (p) => p.cashReceivedBy ?? '–' },
    {
      key: 'source',
      header: t('payments.columns.source'),
      render: (p) => (
        <Badge variant="light" color={p.bankStatementId ? 'blue' : 'gray'}>
          {t(`payments.source.${p.bankStatementId ? 'bank' : 'manual'}`)}
        </Badge>
      ),
    },
    { key: 'note', header: t('payments.columns.note'), render: (p) => p.note ?? '–' },
  ];
  const select = (name: string, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('list.any')}
      data={data}
      value={list.filter(name)}
      onChange={(value) => list.setFilter(name, value)}
      clearable
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <Stack gap="md">
      <PageTitle>{t('payments.title')}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t('payments.intro')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconMailForward size={16} aria-hidden />}
          onClick={() => setReminding(true)}
        >
          {t('payments.reminders.open')}
        </Button>
      </Group>
      <DataList
        label={t('payments.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-payment-id': p.id })}
        minWidth={900}
        filters={
          <>
            {select(
              'paymentMethod',
              t('payments.filters.method'),
              PAYMENT_METHODS.map((value) => ({ value, label: t(`payments.method.${value}`) })),
            )}
            {select(
              'currency',
              t('payments.filters.currency'),
              CURRENCIES.map((value) => ({ value, label: value })),
            )}
            {select(
              'source',
              t('payments.filters.source'),
              PAYMENT_SOURCES.map((value) => ({ value, label: t(`payments.source.${value}`) })),
            )}
          </>
        }
        exportUrl={(format) => listExportUrl(PAYMENTS_PATH, list.query, format, locale)}
      />
      {reminding ? <RemindersModal onClose={() => setReminding(false)} /> : null}
    </Stack>
  );
}
