import { Alert, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_FORMATS } from '@tms/domain/contract/list';
import { CURRENCIES, type Currency, moneyFromDecimal, sumMoney, toDecimalString } from '@tms/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refereePayoutsExportUrl, refereePayoutsQueryOptions } from '../api/list-referee-payouts';
import { formatAmount } from '@/lib/amounts';

const AMOUNTS = ['matchesAmount', 'allowanceAmount', 'travelAmount', 'amount'] as const;

/** What each referee is owed in one currency, with its total and the payout files (CSV, XLSX). */
export function RefereePayoutsPanel() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [currency, setCurrency] = useState<Currency>('CZK');
  const payouts = useQuery(refereePayoutsQueryOptions(currency));
  const rows = (payouts.data ?? []).filter((row) => row.currency === currency);
  // While another currency loads, the kept answer is the previous currency's: not this one's yet.
  const loaded = payouts.data !== undefined && !payouts.isPlaceholderData;
  const total = (key: (typeof AMOUNTS)[number]) =>
    toDecimalString(
      sumMoney(
        currency,
        rows.flatMap((row) => moneyFromDecimal(currency, row[key]) ?? []),
      ),
    );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          value={currency}
          onChange={(value) => setCurrency(value as Currency)}
          data={CURRENCIES.map((value) => ({ value, label: value }))}
          aria-label={t('refereeAssignment.payouts.currency')}
        />
        <Group gap="xs">
          {EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              component="a"
              href={refereePayoutsExportUrl(currency, format, locale)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t(format === 'csv' ? 'list.exportCsv' : 'list.exportXlsx')}
            </Button>
          ))}
        </Group>
      </Group>
      {payouts.isError ? <Alert color="red">{t('list.loadError')}</Alert> : null}
      {!loaded && !payouts.isError ? <Text c="dimmed">{t('list.loading')}</Text> : null}
      {loaded && rows.length === 0 ? <Text c="dimmed">{t('refereeAssignment.payouts.empty')}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table fz="sm" striped data-testid="referee-payouts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('refereeAssignment.payouts.referee')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('refereeAssignment.payouts.matches')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('refereeAssignment.payouts.days')}
                </Table.Th>
                {AMOUNTS.map((key) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {t(`refereeAssignment.payouts.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.refereeId}>
                  <Table.Th scope="row" fw={500}>{`${row.lastName} ${row.firstName}`}</Table.Th>
                  <Table.Td ta="right">{row.matches}</Table.Td>
                  <Table.Td ta="right">{row.days}</Table.Td>
                  {AMOUNTS.map((key) => (
                    <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(row[key], currency, locale)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={3}>
                  {t('refereeAssignment.payouts.total')}
                </Table.Th>
                {AMOUNTS.map((key) => (
                  <Table.Td key={key} ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(total(key), currency, locale)}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
