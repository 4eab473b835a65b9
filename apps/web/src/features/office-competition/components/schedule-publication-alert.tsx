import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schedulePublicationQueryOptions } from '../api/get-schedule-publication';

/**
 * Says, with counts, that the office has applied or moved matches the public and the clubs do not
 * see yet; nothing when everything is published.
 */
export function SchedulePublicationAlert() {
  const { t } = useTranslation('admin');
  const pending = useQuery(schedulePublicationQueryOptions()).data;
  if (!pending || pending.newMatches + pending.movedMatches === 0) return null;
  return (
    <Alert color="orange" title={t('competition.schedule.unpublishedTitle')} data-testid="schedule-unpublished">
      {pending.newMatches > 0 ? (
        <Text size="sm">{t('competition.schedule.unpublishedNew', { count: pending.newMatches })}</Text>
      ) : null}
      {pending.movedMatches > 0 ? (
        <Text size="sm">{t('competition.schedule.unpublishedMoved', { count: pending.movedMatches })}</Text>
      ) : null}
      <Text size="sm" mt="xs">
        {t('competition.schedule.unpublishedHint')}
      </Text>
    </Alert>
  );
}
