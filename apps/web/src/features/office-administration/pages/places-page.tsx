import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PLACE_TYPE_ID_VALUES } from '@tms/domain/contract/places-office';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { type AdminPlace, PLACES_PATH, placesQueryOptions, useDeletePlaceMutation } from '../api/places';
import { PlaceModal } from '../components/place-modal';
import { inUseOf, inUseText } from '../lib/in-use-text';
import { placeTypeKey } from '../lib/place-form';

const DEFAULTS = { sort: 'code' };
const displayName = (place: AdminPlace) => (place.code ? `${place.name} (${place.code})` : place.name);

/** Halls, hotels, restaurants, sights and schools: their texts, location, files; deactivating or deleting. */
export function PlacesPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(placesQueryOptions({ locale, ...list.query }));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeletePlaceMutation();

  const deletePlace = async (place: AdminPlace) => {
    const answer = await openConfirmDialog({
      title: t('places.delete'),
      children: t('places.deleteConfirm', { name: displayName(place) }),
      confirmColor: 'red',
    });
    if (answer !== 'confirm') return;
    remove.mutate(place.id, {
      onSuccess: () => toast.success(t('places.deleted')),
      onError: (error) => {
        const usages = inUseOf(error);
        toast.error(usages ? inUseText(t, locale, displayName(place), usages) : errorText(error));
      },
    });
  };

  const columns: DataColumn<AdminPlace>[] = [
    { key: 'code', header: t('places.columns.code'), sortKey: 'code', render: (row) => row.code ?? '–' },
    {
      key: 'name',
      header: t('places.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (row) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          {row.address ? (
            <Text size="xs" c="dimmed">
              {row.address}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('places.columns.type'),
      sortKey: 'type',
      render: (row) => t(placeTypeKey(row.placeTypeId)),
    },
    {
      key: 'isActive',
      header: t('places.columns.isActive'),
      render: (row) => (
        <Badge color={row.isActive ? 'green' : 'gray'} variant="light">
          {row.isActive ? t('places.active') : t('places.inactive')}
        </Badge>
      ),
    },
    { key: 'matches', header: t('places.columns.matches'), align: 'right', render: (row) => row.matches },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('places.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('places.edit')}: ${displayName(row)}`}
              onClick={() => setEditing(row.id)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('places.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('places.delete')}: ${displayName(row)}`}
              onClick={() => void deletePlace(row)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('places.title')}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t('places.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('places.new')}
        </Button>
      </Group>
      <DataList
        label={t('places.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-place-id': row.id })}
        minWidth={760}
        filters={
          <>
            <Select
              label={t('places.filters.type')}
              placeholder={t('list.any')}
              data={PLACE_TYPE_ID_VALUES.map((id) => ({ value: String(id), label: t(placeTypeKey(id)) }))}
              value={list.filter('placeTypeId')}
              onChange={(value) => list.setFilter('placeTypeId', value)}
              clearable
              w={{ base: '100%', xs: 180 }}
            />
            <Select
              label={t('places.filters.isActive')}
              placeholder={t('list.any')}
              data={[
                { value: 'true', label: t('places.active') },
                { value: 'false', label: t('places.inactive') },
              ]}
              value={list.filter('isActive')}
              onChange={(value) => list.setFilter('isActive', value)}
              clearable
              w={{ base: '100%', xs: 180 }}
            />
          </>
        }
        exportUrl={(format) => listExportUrl(PLACES_PATH, list.query, format, locale)}
      />
      {editing !== null ? (
        <PlaceModal placeId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
