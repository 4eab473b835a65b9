import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { failureText } from '@/lib/api-error-text';
import { sharedOfflineQueue } from '../offline-queue/shared-queue';
import { useQueueStatus } from '../hooks/use-offline-queue';

type SyncStatusProps = {
  /** Times of the match's records by id, to name refused events. */
  describeRecord?: (recordId: string) => string | null;
};

/** How many events wait for the server, when the last upload went through, and refused events. */
export function SyncStatus({ describeRecord }: SyncStatusProps) {
  const { t, i18n } = useTranslation('reporter');
  const { t: tv } = useTranslation('validation');
  const status = useQueueStatus();
  const queue = sharedOfflineQueue();
  const time = status.lastSyncAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'cs', { timeStyle: 'medium' }).format(status.lastSyncAt)
    : null;

  const discard = async (recordId: string) => {
    const choice = await openConfirmDialog({ title: t('sync.discard'), children: t('sync.discardConfirm') });
    if (choice === 'confirm') await queue?.discard(recordId);
  };

  return (
    <Stack gap="xs" data-testid="sync-status">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {status.syncing ? (
          <Loader size={18} aria-hidden />
        ) : status.pending > 0 ? (
          <IconCloudUpload size={20} aria-hidden />
        ) : (
          <IconCloudCheck size={20} aria-hidden color="var(--mantine-color-green-8)" />
        )}
        <Stack gap={2}>
          <Text fw={600} role="status" data-testid="sync-pending" data-pending={status.pending}>
            {status.pending > 0 ? t('sync.pending', { count: status.pending }) : t('sync.allSent')}
          </Text>
          <Text size="sm" c="dimmed">
            {time ? t('sync.lastSync', { time }) : t('sync.neverSynced')}
          </Text>
        </Stack>
        {status.pending > 0 && !status.syncing && queue && (
          <Button variant="light" size="sm" ml="auto" mih={44} onClick={() => void queue.sync()}>
            {t('sync.sendNow')}
          </Button>
        )}
      </Group>
      {status.offline && status.pending > 0 && (
        <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
          {t('sync.offline')}
        </Alert>
      )}
      {status.failures.length > 0 && (
        <Alert color="red" variant="light" title={t('sync.failures', { count: status.failures.length })}>
          <List spacing="xs">
            {status.failures.map((failure) => {
              const reason = failureText(tv, failure);
              const label = describeRecord?.(failure.recordId) ?? failure.recordId;
              return (
                <List.Item key={failure.recordId}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">{t('sync.failure', { time: label, reason })}</Text>
                    <Button size="xs" variant="default" mih={44} onClick={() => void discard(failure.recordId)}>
                      {t('sync.discard')}
                    </Button>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
