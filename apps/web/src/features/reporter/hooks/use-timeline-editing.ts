import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { localizedName, playerLabel } from '../lib/labels';
import { formatClock } from '@tms/domain/stopwatch';
import type { TimelineEntry } from '../lib/timeline';
import type { QueuedEventData } from '../offline-queue/records';
import type { ReporterMatch } from './use-reporter-match';

/** Which timeline entry the event form corrects, and storing, correcting and deleting events on the device. */
export function useTimelineEditing(matchId: number, { queue, records, lookup, rosterById }: ReporterMatch) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [editing, setEditing] = useState<TimelineEntry | null>(null);

  const saveEvent = useCallback(
    async (data: QueuedEventData) => {
      await queue.save(matchId, data);
      setEditing(null);
    },
    [queue, matchId],
  );

  const deleteEvent = useCallback(
    async (entry: TimelineEntry) => {
      if (!entry.data) return;
      const type = lookup.eventTypes.get(entry.eventTypeId);
      const person = entry.participantId === null ? undefined : rosterById.get(entry.participantId);
      const choice = await openConfirmDialog({
        title: t('timeline.deleteTitle'),
        children: t('timeline.deleteConfirm', {
          type: type ? localizedName(type, locale) : t('timeline.unknownType'),
          time: formatClock(entry.minute * 60 + entry.second),
          player: person ? playerLabel(person) : t('timeline.unknownPlayer'),
        }),
        confirmLabel: t('timeline.delete'),
        confirmColor: 'red',
      });
      if (choice !== 'confirm') return;
      try {
        await queue.remove(matchId, entry.data);
      } catch (error) {
        console.warn('Deleting the event on this device failed', error);
        toast.error(t('errors.unknown'));
        return;
      }
      if (editing?.createdTimestamp === entry.createdTimestamp) setEditing(null);
      toast.success(t('timeline.deleted'));
    },
    [lookup.eventTypes, rosterById, t, locale, queue, matchId, editing],
  );

  /** The time of one of the match's records, to name an event the server refused. */
  const describeRecord = useCallback(
    (recordId: string) => {
      const record = records?.find((item) => item.id === recordId);
      return record ? formatClock(record.data.minute * 60 + record.data.second) : null;
    },
    [records],
  );

  return { editing, setEditing, saveEvent, deleteEvent, describeRecord };
}
