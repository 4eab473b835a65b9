import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { refereeBoardQueryOptions } from '../api/get-referee-board';
import { refereeHallsQueryOptions } from '../api/get-referee-halls';
import { usePublishRefereeAssignmentsMutation } from '../api/publish-referee-assignments';
import { RefereeHallsPanel } from '../components/referee-halls-panel';
import { RefereeMatchList } from '../components/referee-match-list';
import { RefereePayoutsPanel } from '../components/referee-payouts-panel';
import { RefereeRanksPanel } from '../components/referee-ranks-panel';
import { RefereePlanPanel } from '../components/referee-plan-panel';
import { RefereeTimeline } from '../components/referee-timeline';

/** What publishing would change: matches whose referees the public does not see yet, referees it mails. */
type Pending = { matches: number; referees: number };

function PublishButton({ pending }: { pending: Pending | undefined }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const publish = usePublishRefereeAssignmentsMutation();

  const run = async () => {
    const answer = await openConfirmDialog({
      title: t('refereeAssignment.publish'),
      children: t('refereeAssignment.publishConfirm'),
      confirmLabel: t('refereeAssignment.publish'),
      rejectLabel: t('refereeAssignment.cancel'),
    });
    if (answer !== 'confirm') return;
    publish.mutate(undefined, {
      onSuccess: (data) => toast.success(t('refereeAssignment.published', { count: data.mails })),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {pending !== undefined ? (
        <Stack gap={0} maw={420} data-testid="unpublished-referees">
          <Text size="sm" c="dimmed">
            {pending.matches > 0
              ? t('refereeAssignment.unpublished', { count: pending.matches })
              : t('refereeAssignment.allPublished')}
          </Text>
          {pending.referees > 0 ? (
            <Text size="sm" c="dimmed">
              {t('refereeAssignment.unpublishedReferees', { count: pending.referees })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Button onClick={run} loading={publish.isPending}>
        {t('refereeAssignment.publish')}
      </Button>
    </Group>
  );
}

/**
 * Referee assignment: halls per day (proposal and hand edits), the plan of every match's two
 * referees, the match list for hand edits, a referee's timeline, publishing and the payouts.
 */
export function RefereeAssignmentPage() {
  const { t, i18n } = useTranslation('admin');
  const days = useQuery(refereeHallsQueryOptions()).data?.days;
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = chosenDay ?? days?.[0] ?? null;
  // One day's board: the match list shows it, and it tells what is not published yet (on any day).
  const board = useQuery({
    ...refereeBoardQueryOptions({ day: day ?? undefined }, i18n.resolvedLanguage ?? 'cs'),
    enabled: day !== null,
  });
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('refereeAssignment.title')}</PageTitle>
        <PublishButton
          pending={
            board.data
              ? { matches: board.data.unpublishedMatches, referees: board.data.unpublishedReferees }
              : undefined
          }
        />
      </Group>
      <Tabs defaultValue="halls" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="halls">{t('refereeAssignment.tabs.halls')}</Tabs.Tab>
          <Tabs.Tab value="plan">{t('refereeAssignment.tabs.plan')}</Tabs.Tab>
          <Tabs.Tab value="matches">{t('refereeAssignment.tabs.matches')}</Tabs.Tab>
          <Tabs.Tab value="timeline">{t('refereeAssignment.tabs.timeline')}</Tabs.Tab>
          <Tabs.Tab value="ranks">{t('refereeAssignment.tabs.ranks')}</Tabs.Tab>
          <Tabs.Tab value="payouts">{t('refereeAssignment.tabs.payouts')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="halls" pt="md">
          <RefereeHallsPanel referees={board.data?.referees ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="plan" pt="md">
          <RefereePlanPanel />
        </Tabs.Panel>
        <Tabs.Panel value="matches" pt="md">
          <RefereeMatchList days={days ?? []} day={day} onDay={setDay} board={board} />
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <RefereeTimeline referees={board.data?.referees ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="ranks" pt="md">
          <RefereeRanksPanel />
        </Tabs.Panel>
        <Tabs.Panel value="payouts" pt="md">
          <RefereePayoutsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
