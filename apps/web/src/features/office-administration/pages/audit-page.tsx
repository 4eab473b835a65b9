import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@tms/domain/contract/audit';
import { useTranslation } from 'react-i18next';
import { AUDIT_PATH, auditQueryOptions } from '@/api/get-audit';
import { DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { useAuditColumns } from '@/components/audit-trail';
import { PageTitle } from '@/components/page-title';

const DEFAULTS = { sort: '-at' };

/** Every change made in the administration, filtered by record type and action. */
export function AuditPage() {
  const { t, i18n } = useTranslation('admin');
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(auditQueryOptions(list.query));
  const filter = (name: 'entity' | 'action', values: readonly string[], label: string) => (
    <Select
      label={label}
      placeholder={t('list.any')}
      data={values.map((value) => ({ value, label: t(`audit.${name}.${value}` as 'audit.entity.payment') }))}
      value={list.filter(name)}
      onChange={(value) => list.setFilter(name, value)}
      clearable
      w={{ base: '100%', xs: 200 }}
    />
  );
  return (
    <Stack gap="md">
      <PageTitle>{t('audit.title')}</PageTitle>
      <Text c="dimmed">{t('audit.intro')}</Text>
      <DataList
        label={t('audit.title')}
        columns={useAuditColumns()}
        list={list}
        result={result}
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-audit-id': e.id })}
        filters={
          <>
            {filter('entity', AUDIT_ENTITIES, t('audit.columns.entity'))}
            {filter('action', AUDIT_ACTIONS, t('audit.columns.action'))}
          </>
        }
        exportUrl={(format) => listExportUrl(AUDIT_PATH, list.query, format, i18n.resolvedLanguage ?? 'cs')}
      />
    </Stack>
  );
}
