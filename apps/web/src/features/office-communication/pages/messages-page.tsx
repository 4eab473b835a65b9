import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_RECIPIENT_TYPES, MESSAGE_STATES } from '@tms/domain/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import {
  type AdminMessage,
  MESSAGES_PATH,
  messageQueryOptions,
  messagesQueryOptions,
  useDeleteMessageMutation,
  useSendMessageMutation,
} from '../api/messages';
import { MessageModal } from '../components/message-modal';
import { formatDate } from '@/lib/amounts';

const DEFAULTS = { sort: '-createdAt' };

/** Dashboard news: drafts and sent messages, writing, sending (publish and mail once) and removing. */
export function MessagesPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(messagesQueryOptions(list.query));
  const [editing, setEditing] = useState<AdminMessage | 'new' | null>(null);
  const send = useSendMessageMutation();
  const remove = useDeleteMessageMutation();

  const sendMessage = async (message: AdminMessage) => {
    const detail = await queryClient.fetchQuery(messageQueryOptions(message.id)).catch((error: unknown) => {
      toast.error(errorText(error));
      return null;
    });
    if (!detail) return;
    const answer = await openConfirmDialog({
      title: t('messages.sendTitle'),
      children: t('messages.sendConfirm', { count: detail.recipients }),
    });
    if (answer !== 'confirm') return;
    send.mutate(message.id, {
      onSuccess: ({ mailed }) => toast.success(t('messages.sent', { count: mailed })),
      onError: (error) => toast.error(errorText(error)),
    });
  };
  const deleteMessage = async (message: AdminMessage) => {
    const answer = await openConfirmDialog({
      title: t('messages.delete'),
      children: t('messages.deleteConfirm', { name: message.internalName }),
      confirmColor: 'red',
    });
    if (answer !== 'confirm') return;
    remove.mutate(message.id, {
      onSuccess: () => toast.success(t('messages.deleted')),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  const columns: DataColumn<AdminMessage>[] = [
    {
      key: 'internalName',
      header: t('messages.columns.internalName'),
      sortKey: 'internalName',
      rowHeader: true,
      render: (row) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {row.internalName}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} maw={420}>
            {locale === 'en' ? row.textEn : row.textCs}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'recipientType',
      header: t('messages.columns.recipientType'),
      render: (row) => t(`messages.recipientType.${row.recipientType}`),
    },
    {
      key: 'state',
      header: t('messages.columns.state'),
      render: (row) => (
        <Badge color={row.state === 'published' ? 'green' : 'gray'} variant="light" data-state={row.state}>
          {t(`messages.state.${row.state}`)}
        </Badge>
      ),
    },
    {
      key: 'sentAt',
      header: t('messages.columns.sentAt'),
      sortKey: 'sentAt',
      render: (row) => (row.sentAt ? formatDate(row.sentAt, locale, true) : '–'),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {hasLink(row, 'sendDashboardMessage') ? (
            <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={() => void sendMessage(row)}>
              {t('messages.send')}
            </Button>
          ) : null}
          <Tooltip label={t('messages.edit')}>
            <ActionIcon variant="subtle" aria-label={t('messages.edit')} onClick={() => setEditing(row)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('messages.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('messages.delete')}
              onClick={() => void deleteMessage(row)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  const select = (name: string, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('list.any')}
      data={data}
      value={list.filter(name)}
      onChange={(value) => list.setFilter(name, value)}
      clearable
      w={{ base: '100%', xs: 180 }}
    />
  );

  return (
    <Stack gap="md">
      <PageTitle>{t('messages.title')}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t('messages.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('messages.new')}
        </Button>
      </Group>
      <DataList
        label={t('messages.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-message-id': row.id })}
        minWidth={820}
        filters={
          <>
            {select(
              'state',
              t('messages.filters.state'),
              MESSAGE_STATES.map((state) => ({ value: state, label: t(`messages.state.${state}`) })),
            )}
            {select(
              'recipientType',
              t('messages.filters.recipientType'),
              MESSAGE_RECIPIENT_TYPES.map((type) => ({ value: type, label: t(`messages.recipientType.${type}`) })),
            )}
          </>
        }
        exportUrl={(format) => listExportUrl(MESSAGES_PATH, list.query, format, locale)}
      />
      {editing ? <MessageModal message={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
