import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '@tms/domain/contract/audit';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { AuditTrail } from '@/components/audit-trail';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import {
  LOOKUP_LISTS,
  type LookupListName,
  isLookupListName,
  lookupListQueryOptions,
  lookupPath,
  useDeleteLookupMutation,
  useSaveLookupMutation,
} from '../api/lookups';
import { CountryForm, countryColumns, countryName } from '../components/lookup-countries';
import type { LookupFormProps } from '../components/lookup-form-actions';
import { PricelistItemForm, pricelistColumns, pricelistName } from '../components/lookup-pricelist-items';
import { ServiceLevelForm, serviceLevelColumns, serviceLevelName } from '../components/lookup-service-levels';
import { TeamCategoryForm, teamCategoryColumns, teamCategoryName } from '../components/lookup-team-categories';
import { inUseOf, inUseText } from '../lib/in-use-text';

type Row = { id: number; isActive: boolean };
type Spec = {
  entity: AuditEntity;
  columns: (t: Parameters<typeof teamCategoryColumns>[0], locale: string) => DataColumn<never>[];
  name: (row: never, locale: string) => string;
  Form: ComponentType<LookupFormProps<never, never>>;
};

// Each list's columns and form; the page around them is the same for all.
const SPECS: Record<LookupListName, Spec> = {
  'team-categories': {
    entity: 'teamCategory',
    columns: teamCategoryColumns,
    name: teamCategoryName,
    Form: TeamCategoryForm,
  },
  'service-levels': {
    entity: 'serviceLevel',
    columns: serviceLevelColumns,
    name: serviceLevelName,
    Form: ServiceLevelForm,
  },
  'pricelist-items': {
    entity: 'pricelistItem',
    columns: pricelistColumns,
    name: pricelistName,
    Form: PricelistItemForm,
  },
  countries: { entity: 'country', columns: countryColumns, name: countryName, Form: CountryForm },
} as unknown as Record<LookupListName, Spec>;

/** /admin/lookups/{list}: categories, service levels, the pricelist or countries. */
export function LookupsPage() {
  const { list } = useParams();
  if (!isLookupListName(list)) return <Navigate to="/admin/lookups/team-categories" replace />;
  // A new list is a new page: its state starts afresh.
  return <LookupList key={list} list={list} />;
}

function LookupList({ list }: { list: LookupListName }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const state = useUrlListState({ sort: 'name' });
  const result = useQuery(lookupListQueryOptions<Row>(list, { locale, ...state.query }));
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const save = useSaveLookupMutation<unknown>(list);
  const remove = useDeleteLookupMutation(list);
  const spec = SPECS[list];
  const texts = LOOKUP_LISTS[list].title;
  const name = (row: Row) => spec.name(row as never, locale);

  const deleteRow = async (row: Row) => {
    const answer = await openConfirmDialog({
      title: t('lookups.delete'),
      children: t('lookups.deleteConfirm', { name: name(row) }),
      confirmColor: 'red',
    });
    if (answer !== 'confirm') return;
    remove.mutate(row.id, {
      onSuccess: () => toast.success(t('lookups.deleted')),
      onError: (error) => {
        const usages = inUseOf(error);
        toast.error(usages ? inUseText(t, locale, name(row), usages) : errorText(error));
      },
    });
  };

  const columns: DataColumn<Row>[] = [
    ...(spec.columns(t, locale) as DataColumn<Row>[]),
    {
      key: 'isActive',
      header: t('lookups.columns.isActive'),
      render: (row) => (
        <Badge color={row.isActive ? 'green' : 'gray'} variant="light">
          {row.isActive ? t('lookups.active') : t('lookups.inactive')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('lookups.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('lookups.edit')}: ${name(row)}`}
              onClick={() => setEditing(row)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('lookups.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('lookups.delete')}: ${name(row)}`}
              onClick={() => void deleteRow(row)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  const record = editing === 'new' ? null : editing;

  return (
    <Stack gap="md">
      <PageTitle>{t(`lookups.${texts}.title`)}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t(`lookups.${texts}.intro`)}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t(`lookups.${texts}.new`)}
        </Button>
      </Group>
      <DataList
        label={t(`lookups.${texts}.title`)}
        columns={columns}
        list={state}
        result={result}
        rowKey={(row) => row.id}
        minWidth={720}
        filters={
          <Select
            label={t('lookups.filters.isActive')}
            placeholder={t('list.any')}
            data={[
              { value: 'true', label: t('lookups.active') },
              { value: 'false', label: t('lookups.inactive') },
            ]}
            value={state.filter('isActive')}
            onChange={(value) => state.setFilter('isActive', value)}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
        }
        exportUrl={(format) => listExportUrl(lookupPath(list), state.query, format, locale)}
      />
      {editing ? (
        <Modal
          opened
          onClose={() => setEditing(null)}
          title={record ? t(`lookups.${texts}.edit`) : t(`lookups.${texts}.new`)}
          centered
          size="lg"
        >
          <spec.Form
            record={record as never}
            onClose={() => setEditing(null)}
            onSave={async (body) => {
              await save.mutateAsync({ id: record?.id ?? null, body });
              toast.success(t('lookups.saved'));
              setEditing(null);
            }}
          />
          {record ? (
            <Stack mt="lg">
              <AuditTrail entity={spec.entity} recordId={record.id} />
            </Stack>
          ) : null}
        </Modal>
      ) : null}
    </Stack>
  );
}
