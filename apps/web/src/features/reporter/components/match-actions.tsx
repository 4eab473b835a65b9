import { Alert, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconChevronDown, IconFlag, IconLockOpen, IconNumbers, IconInfoCircle } from '@tabler/icons-react';
import type { MatchStage, MatchStageCode } from '@tms/domain/contract/competition';
import { isLockedStage } from '@tms/domain/match-stages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useChangeMatchStageMutation } from '../api/change-match-stage';
import { useEnterMatchScoreMutation } from '../api/enter-match-score';
import { useReopenMatchMutation } from '../api/reopen-match';
import { useSetMatchWalkoverMutation, type WalkoverResult } from '../api/set-match-walkover';
import { ScoreDialog } from './score-dialog';

type MatchActionsProps = {
  matchId: number;
  stageCode: MatchStageCode;
  stages: readonly MatchStage[];
  score: { home: number; away: number };
  homeName: string;
  awayName: string;
  /** This match's events not uploaded yet: finishing would lock them out. */
  pendingEvents: number;
  online: boolean;
  /** The server offers reopening (the match detail's reopenMatch link). */
  canReopen: boolean;
  teamsKnown: boolean;
};

/** Finish, approve, reopen, walkover and simple score entry: each confirmed, each needs the server. */
export function MatchActions({
  matchId,
  stageCode,
  stages,
  score,
  homeName,
  awayName,
  pendingEvents,
  online,
  canReopen,
  teamsKnown,
}: MatchActionsProps) {
  const { t } = useTranslation('reporter');
  const errorText = useApiErrorText();
  const changeStage = useChangeMatchStageMutation(matchId);
  const reopen = useReopenMatchMutation(matchId);
  const walkover = useSetMatchWalkoverMutation(matchId);
  const enterScore = useEnterMatchScoreMutation(matchId);
  const [scoreOpened, setScoreOpened] = useState(false);
  const stageId = (code: MatchStageCode) => stages.find((stage) => stage.code === code)?.id;
  const busy = changeStage.isPending || reopen.isPending || walkover.isPending || enterScore.isPending;
  // Before the match and while it is played: reporting is not over yet.
  const playing = !isLockedStage(stageCode);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const finish = async () => {
    const id = stageId('waiting_for_approval');
    if (id === undefined) return;
    const choice = await openConfirmDialog({
      title: t('actions.finishTitle'),
      children: t('actions.finishConfirm', { home: score.home, away: score.away }),
      confirmLabel: t('actions.finish'),
    });
    if (choice === 'confirm') await run(() => changeStage.mutateAsync(id), t('actions.finished')).catch(() => {});
  };

  const approve = async () => {
    const id = stageId('finished');
    if (id === undefined) return;
    const choice = await openConfirmDialog({
      title: t('actions.approveTitle'),
      children: t('actions.approveConfirm', { home: score.home, away: score.away }),
      confirmLabel: t('actions.approve'),
    });
    if (choice === 'confirm') await run(() => changeStage.mutateAsync(id), t('actions.approved')).catch(() => {});
  };

  const reopenMatch = async () => {
    const choice = await openConfirmDialog({
      title: t('actions.reopenTitle'),
      children: t('actions.reopenConfirm'),
      confirmLabel: t('actions.reopen'),
    });
    if (choice === 'confirm') await run(() => reopen.mutateAsync(), t('actions.reopened')).catch(() => {});
  };

  const confirmWalkover = async (result: WalkoverResult) => {
    const text = {
      both: t('actions.walkoverBothConfirm'),
      away: t('actions.walkoverAwayConfirm', { team: awayName }),
      home: t('actions.walkoverHomeConfirm', { team: homeName }),
    }[result];
    const choice = await openConfirmDialog({
      title: t('actions.walkoverTitle'),
      children: text,
      confirmLabel: t('actions.walkover'),
      confirmColor: 'red',
    });
    if (choice === 'confirm') await run(() => walkover.mutateAsync(result), t('actions.walkoverSaved')).catch(() => {});
  };

  const offlineHint = !online ? t('actions.needsConnection') : null;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="actions-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="actions-heading">
          {t('actions.title')}
        </Title>
        {offlineHint && (
          <Text size="sm" c="red.9">
            {offlineHint}
          </Text>
        )}
        {playing && pendingEvents > 0 && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('actions.finishPending', { count: pendingEvents })}
          </Alert>
        )}
        {!playing && stageCode !== 'waiting_for_approval' && !canReopen && (
          <Text size="sm" c="dimmed" data-testid="match-actions-none">
            {t('actions.approvedNoActions')}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {playing && (
            <Button
              size="lg"
              leftSection={<IconFlag size={18} aria-hidden />}
              onClick={() => void finish()}
              disabled={!online || busy || pendingEvents > 0 || !teamsKnown}
            >
              {t('actions.finish')}
            </Button>
          )}
          {stageCode === 'waiting_for_approval' && (
            <Button
              size="lg"
              color="green"
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => void approve()}
              disabled={!online || busy}
            >
              {t('actions.approve')}
            </Button>
          )}
          {canReopen && (
            <Button
              size="lg"
              variant="default"
              leftSection={<IconLockOpen size={18} aria-hidden />}
              onClick={() => void reopenMatch()}
              disabled={!online || busy}
            >
              {t('actions.reopen')}
            </Button>
          )}
          {playing && (
            <>
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <Button
                    size="lg"
                    variant="default"
                    rightSection={<IconChevronDown size={18} aria-hidden />}
                    disabled={!online || busy || !teamsKnown}
                  >
                    {t('actions.walkover')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item mih={44} onClick={() => void confirmWalkover('both')}>
                    {t('actions.walkoverBoth')}
                  </Menu.Item>
                  <Menu.Item mih={44} onClick={() => void confirmWalkover('away')}>
                    {t('actions.walkoverAway')}
                  </Menu.Item>
                  <Menu.Item mih={44} onClick={() => void confirmWalkover('home')}>
                    {t('actions.walkoverHome')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Button
                size="lg"
                variant="default"
                leftSection={<IconNumbers size={18} aria-hidden />}
                onClick={() => setScoreOpened(true)}
                disabled={!online || busy || !teamsKnown}
              >
                {t('actions.score')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
      {scoreOpened && (
        <ScoreDialog
          opened
          homeName={homeName}
          awayName={awayName}
          initial={{ homeScore: score.home, awayScore: score.away }}
          onClose={() => setScoreOpened(false)}
          onSave={async (values) => {
            // A refusal is shown in the dialog, which stays open for another try.
            await enterScore.mutateAsync(values);
            toast.success(t('actions.scoreSaved'));
            setScoreOpened(false);
          }}
        />
      )}
    </Card>
  );
}
