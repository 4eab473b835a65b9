import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { PageTitle } from '@/components/page-title';
import { PrintLink } from '@/components/print-link';
import { printLanguage, printPaths } from '@/api/print-paths';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hallScreenPath } from '@/lib/paths';
import {
  type AdminHall,
  HALLS_PATH,
  hallReportersQueryOptions,
  hallsQueryOptions,
  useSetHallReporterMutation,
} from '../api/halls';
import { BulkPrintCard } from '../components/bulk-print-card';
import { HallHistoryModal } from '../components/hall-history-modal';

const DEFAULTS = { sort: 'name' };

/** The halls and who reports each one's matches; the reporter is chosen in the row. */
export function HallsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(hallsQueryOptions(list.query, locale));
  const candidates = useQuery(hallReportersQueryOptions()).data ?? [];
  const save = useSetHallReporterMutation();
  const [historyOf, setHistoryOf] = useState<AdminHall | null>(null);
  const options = candidates.map((user) => ({ value: String(user.id), label: `${user.name} (${user.email})` }));
  const optionsFor = (hall: AdminHall) =>
    // A reporter who lost the role stays shown until someone else is chosen.
    hall.reporter && !candidates.some((user) => user.id === hall.reporter?.id)
      ? [...options, { value: String(hall.reporter.id), label: `${hall.reporter.name} (${hall.reporter.email})` }]
      : options;

  const columns: DataColumn<AdminHall>[] = [
    {
      key: 'name',
      header: t('halls.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (row) => (
        <Group gap="xs">
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          {row.isActive ? null : (
            <Badge color="gray" variant="light">
              {t('halls.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'code', header: t('halls.columns.code'), sortKey: 'code', render: (row) => row.code ?? '–' },
    {
      key: 'reporter',
      header: t('halls.columns.reporter'),
      render: (row) => (
        <Select
          aria-label={t('halls.chooseReporter', { hall: row.name })}
          placeholder={t('halls.noReporter')}
          data={optionsFor(row)}
          value={row.reporter ? String(row.reporter.id) : null}
          onChange={(value) =>
            save.mutate(
              { hallId: row.id, userId: value ? Number(value) : null },
              {
                onSuccess: () => toast.success(t('halls.saved', { hall: row.name })),
                onError: (error) => toast.error(errorText(error)),
              },
            )
          }
          clearable
          searchable
          nothingFoundMessage={t('halls.noCandidates')}
          w={{ base: 220, sm: 320 }}
        />
      ),
    },
    {
      key: 'screen',
      header: t('halls.columns.screen'),
      render: (row) => (
        <Anchor
          href={hallScreenPath(row.id)}
          target="_blank"
          size="sm"
          aria-label={t('halls.openScreen', { hall: row.name })}
        >
          {t('halls.screenLink')}
        </Anchor>
      ),
    },
    {
      key: 'history',
      header: t('halls.columns.history'),
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHistory size={16} aria-hidden />}
          aria-label={t('halls.showHistory', { hall: row.name })}
          onClick={() => setHistoryOf(row)}
        >
          {t('halls.history')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('halls.title')}</PageTitle>
      <Text c="dimmed" maw={640}>
        {t('halls.intro')}
      </Text>
      <DataList
        label={t('halls.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-hall-id': row.id })}
        minWidth={640}
        filters={
          <Select
            label={t('halls.filters.hasReporter')}
            placeholder={t('list.any')}
            data={[
              { value: 'true', label: t('halls.withReporter') },
              { value: 'false', label: t('halls.withoutReporter') },
            ]}
            value={list.filter('hasReporter')}
            onChange={(value) => list.setFilter('hasReporter', value)}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        }
        exportUrl={(format) => listExportUrl(HALLS_PATH, list.query, format, locale)}
      />
      <Group>
        <PrintLink href={printPaths.hallScreens(printLanguage(locale))}>{t('halls.screenSheet')}</PrintLink>
      </Group>
      <BulkPrintCard />
      {historyOf ? <HallHistoryModal hall={historyOf} onClose={() => setHistoryOf(null)} /> : null}
    </Stack>
  );
}
