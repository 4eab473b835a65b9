import { ActionIcon, Anchor, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_LOCALES } from '@tms/domain/contract/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import {
  type AdminDocument,
  DOCUMENTS_PATH,
  documentsQueryOptions,
  useDeleteDocumentMutation,
  useOrderDocumentsMutation,
} from '../api/documents';
import { DocumentModal } from '../components/document-modal';
import { formatDate } from '@/lib/amounts';

const DEFAULTS = { sort: 'position', pageSize: 100, filters: { language: 'cs' }, scopes: ['language'] };

/** The dashboard's documents per language: publishing, titles, order and removal. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(documentsQueryOptions(list.query));
  const language = list.filter('language') === 'en' ? 'en' : 'cs';
  const [editing, setEditing] = useState<AdminDocument | 'new' | null>(null);
  const order = useOrderDocumentsMutation();
  const remove = useDeleteDocumentMutation();
  const rows = result.data?.items ?? [];
  // Moving needs the whole language in position order on one page.
  const canMove = list.query.sort === 'position' && !list.query.q && (result.data?.total ?? 0) <= rows.length;

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    order.mutate(
      { locale: language, ids },
      { onSuccess: () => toast.success(t('documents.ordered')), onError: (error) => toast.error(errorText(error)) },
    );
  };
  const deleteDocument = async (document: AdminDocument) => {
    const answer = await openConfirmDialog({
      title: t('documents.delete'),
      children: t('documents.deleteConfirm', { title: document.title }),
      confirmColor: 'red',
    });
    if (answer !== 'confirm') return;
    remove.mutate(document.id, {
      onSuccess: () => toast.success(t('documents.deleted')),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  const columns: DataColumn<AdminDocument>[] = [
    {
      key: 'position',
      header: t('documents.columns.position'),
      sortKey: 'position',
      render: (row) => row.position + 1,
    },
    {
      key: 'title',
      header: t('documents.columns.title'),
      sortKey: 'title',
      rowHeader: true,
      render: (row) => (
        <Anchor href={row.url} target="_blank" rel="noopener noreferrer" fw={600}>
          {row.title}
        </Anchor>
      ),
    },
    { key: 'filename', header: t('documents.columns.filename'), render: (row) => row.filename },
    {
      key: 'createdAt',
      header: t('documents.columns.createdAt'),
      sortKey: 'createdAt',
      render: (row) => formatDate(row.createdAt, locale),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (row) => {
        const index = rows.indexOf(row);
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canMove ? (
              <>
                <Tooltip label={t('documents.moveUp')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('documents.moveUp')}
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('documents.moveDown')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('documents.moveDown')}
                    disabled={index === rows.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </>
            ) : null}
            <Tooltip label={t('documents.editTitle')}>
              <ActionIcon variant="subtle" aria-label={t('documents.editTitle')} onClick={() => setEditing(row)}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('documents.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('documents.delete')}
                onClick={() => void deleteDocument(row)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('documents.title')}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t('documents.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('documents.add')}
        </Button>
      </Group>
      <DataList
        label={t('documents.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-document-id': row.id })}
        minWidth={720}
        emptyText={t('documents.empty')}
        filters={
          <Select
            label={t('documents.filters.language')}
            data={DOCUMENT_LOCALES.map((value) => ({ value, label: t(`documents.language.${value}`) }))}
            value={language}
            onChange={(value) => list.setFilter('language', value ?? 'cs')}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
        }
        exportUrl={(format) => listExportUrl(DOCUMENTS_PATH, list.query, format, locale)}
      />
      {editing ? (
        <DocumentModal
          document={editing === 'new' ? null : editing}
          defaultLocale={language}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
