import { Code, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '@tms/domain/contract/audit';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, auditQueryOptions } from '@/api/get-audit';
import { type DataColumn, DataList } from './admin-list/data-list';
import { type ListState, useLocalListState } from './admin-list/list-state';

const value = (v: unknown) => (v === null || v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));

/** The changed fields of an entry: `field: before → after`. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const fields = [...new Set([...Object.keys(entry.oldValues ?? {}), ...Object.keys(entry.newValues ?? {})])];
  return (
    <Stack gap={2}>
      {fields.length > 0 ? (
        <List size="xs" spacing={2} listStyleType="none" withPadding={false}>
          {fields.map((field) => (
            <List.Item key={field}>
              <Code>{field}</Code>{' '}
              <Text span size="xs" style={{ overflowWrap: 'anywhere' }}>
                {entry.oldValues && field in entry.oldValues ? value(entry.oldValues[field]) : '–'}
                {' → '}
                {entry.newValues && field in entry.newValues ? value(entry.newValues[field]) : '–'}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
      {entry.note ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.note', { note: entry.note })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The columns every audit list shows. */
export function useAuditColumns(): DataColumn<AuditEntry>[] {
  const { t, i18n } = useTranslation('admin');
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'cs', { dateStyle: 'medium', timeStyle: 'short' });
  return [
    { key: 'at', header: t('audit.columns.at'), sortKey: 'at', render: (e) => format.format(new Date(e.at)) },
    {
      key: 'user',
      header: t('audit.columns.user'),
      render: (e) => (e.user ? e.user.name || e.user.email : t('audit.removedUser')),
    },
    {
      key: 'entity',
      header: t('audit.columns.entity'),
      sortKey: 'entity',
      render: (e) => t('audit.record', { entity: t(`audit.entity.${e.entity}`), id: e.recordId }),
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      sortKey: 'action',
      render: (e) => t(`audit.action.${e.action}`),
    },
    { key: 'changes', header: t('audit.columns.changes'), render: (e) => <AuditChanges entry={e} /> },
  ];
}

function AuditTable({ list, label }: { list: ListState; label: string }) {
  const result = useQuery(auditQueryOptions(list.query));
  return (
    <DataList
      label={label}
      columns={useAuditColumns()}
      list={list}
      result={result}
      rowKey={(e) => e.id}
      rowProps={(e) => ({ 'data-audit-id': e.id })}
      noSearch
    />
  );
}

/**
 * The change history of one record (and of the records it is parent of, e.g. a club
 * registration's payments), newest first, paged: shown on the record's detail page.
 */
export function AuditTrail({ entity, recordId }: { entity: AuditEntity; recordId: number }) {
  const { t } = useTranslation('admin');
  const list = useLocalListState({ sort: '-at', pageSize: 10, filters: { entity, id: String(recordId) } });
  return (
    <Stack gap="xs" data-testid="audit-trail">
      <Title order={2} size="h4">
        {t('audit.recordTitle')}
      </Title>
      <AuditTable list={list} label={t('audit.recordTitle')} />
    </Stack>
  );
}
