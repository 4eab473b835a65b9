import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { PageTitle } from '@/components/page-title';
import { BANK_STATEMENTS_PATH, type BankStatementRow, bankStatementsQueryOptions } from '../api/bank-statements';
import { StatementImport } from '../components/statement-import';
import { formatDate } from '@/lib/amounts';

const DEFAULTS = { sort: '-createdAt', pageSize: 10 };

/** Importing bank statements, and the statements imported so far. */
export function BankStatementsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(bankStatementsQueryOptions(list.query));
  const columns: DataColumn<BankStatementRow>[] = [
    {
      key: 'createdAt',
      header: t('bankStatements.columns.createdAt'),
      sortKey: 'createdAt',
      render: (s) => formatDate(s.createdAt, locale, true),
    },
    {
      key: 'fileName',
      header: t('bankStatements.columns.fileName'),
      sortKey: 'fileName',
      rowHeader: true,
      render: (s) => s.fileName,
    },
    { key: 'importedBy', header: t('bankStatements.columns.importedBy'), render: (s) => s.importedBy ?? '–' },
    { key: 'lines', header: t('bankStatements.columns.lines'), align: 'right', render: (s) => s.lineCount },
    {
      key: 'booked',
      header: t('bankStatements.columns.booked'),
      sortKey: 'booked',
      align: 'right',
      render: (s) => s.bookedCount,
    },
    {
      key: 'alreadyBooked',
      header: t('bankStatements.columns.alreadyBooked'),
      align: 'right',
      render: (s) => s.alreadyBookedCount,
    },
  ];
  return (
    <Stack gap="md">
      <PageTitle>{t('bankStatements.title')}</PageTitle>
      <Text c="dimmed">{t('bankStatements.intro')}</Text>
      <StatementImport />
      <Title order={2} size="h4">
        {t('bankStatements.history')}
      </Title>
      <DataList
        label={t('bankStatements.history')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(s) => s.id}
        exportUrl={(format) => listExportUrl(BANK_STATEMENTS_PATH, list.query, format, locale)}
      />
    </Stack>
  );
}
