import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import type { MatchRosterView } from '@tms/domain/contract/match-rosters';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { translateFieldMessage } from '@/lib/field-message';
import { hasLink } from '@/lib/links';
import { useConfirmMatchRosterMutation } from '../api/confirm-match-roster';
import { matchRosterQueryOptions } from '../api/get-match-roster';
import { useSaveMatchRosterMutation } from '../api/save-match-roster';
import { RosterSection } from '../components/roster-section';
import { idParam, sideParam } from '../lib/guards';
import { dayText, hallName } from '../lib/match-card';
import { type RosterRow, checkRows, clashingNumbers, rosterBody, rosterRows } from '../lib/roster-selection';

/** `/rosters/match/{matchId}/{side}`: the coach picks players and leaders, saves and confirms. */
export function MatchRosterPage() {
  const params = useParams();
  const matchId = idParam(params.matchId) ?? 0;
  const side = sideParam(params.side) ?? 'home';
  const { data: view } = useSuspenseQuery(matchRosterQueryOptions(matchId, side));
  // A fresh answer (after saving) is the new starting point.
  return <RosterEditor key={JSON.stringify([view.entries, view.closed])} view={view} />;
}

function RosterEditor({ view }: { view: MatchRosterView }) {
  const { t, i18n } = useTranslation('roster');
  const { t: tv } = useTranslation('validation');
  const apiErrorText = useApiErrorText();
  const { match } = view;
  const save = useSaveMatchRosterMutation(match.id, match.side);
  const confirm = useConfirmMatchRosterMutation(match.id, match.side);
  const [rows, setRows] = useState<RosterRow[]>(() => rosterRows(view));
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMemo(
    () =>
      checkRows(rows, view.limits, {
        max: view.otherGenderMax,
        team: view.team.displayName,
        category: view.team.teamCategoryCode,
      }),
    [rows, view.limits, view.otherGenderMax, view.team],
  );
  const clashing = useMemo(() => clashingNumbers(rows), [rows]);
  const editable = hasLink(view, 'saveMatchRoster');
  const busy = save.isPending || confirm.isPending;

  const change = (update: (row: RosterRow) => RosterRow) => {
    setProblem(null);
    setRows((current) => current.map(update));
  };
  const sectionProps = {
    clashing,
    editable,
    jerseyNumberEdit: view.jerseyNumberEdit,
    onToggle: (id: number) => change((row) => (row.participantId === id ? { ...row, selected: !row.selected } : row)),
    onJerseyNumber: (id: number, jerseyNumber: number | null) =>
      change((row) => (row.participantId === id ? { ...row, jerseyNumber } : row)),
  };
  const submit = async (mutation: typeof save, success: string) => {
    try {
      await mutation.mutateAsync(rosterBody(rows));
      toast.success(success);
    } catch (error) {
      toast.error(t('match.failed'));
      setProblem(apiErrorText(error));
    }
  };
  const confirmRoster = async () => {
    const choice = await openConfirmDialog({
      title: t('match.confirmTitle'),
      children: t('match.confirmText'),
      confirmLabel: t('match.confirm'),
      confirmColor: 'red',
    });
    if (choice === 'confirm') await submit(confirm, t('match.confirmed'));
  };

  return (
    <Stack gap="md">
      <BackLink to={`/rosters/team-plan/${view.team.id}`}>{t('match.back')}</BackLink>
      <PageTitle>{t('match.title', { clubName: view.club.name })}</PageTitle>
      <Text c="dimmed">
        {t('match.summary', {
          number: match.matchNumber,
          day: dayText(match.day, i18n.language),
          time: match.time,
          hall: hallName(match.hall, i18n.language),
          opponent: match.opponent ?? t('plan.opponentUnknown'),
        })}
      </Text>
      {view.closed ? (
        <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} data-testid="roster-closed">
          {tv('request.rosterClosed')}
        </Alert>
      ) : (
        <Text>{t('match.instructions')}</Text>
      )}
      <RosterSection
        kind="players"
        rows={rows.filter((row) => !row.isLeader)}
        onSelectAll={(selected) => change((row) => (row.isLeader ? row : { ...row, selected }))}
        {...sectionProps}
      />
      <RosterSection
        kind="leaders"
        rows={rows.filter((row) => row.isLeader)}
        onSelectAll={(selected) => change((row) => (row.isLeader ? { ...row, selected } : row))}
        {...sectionProps}
      />
      {editable &&
        check.errors.map((message) => (
          <Alert key={message.key} color="red" variant="light" role="alert" data-testid="roster-error">
            {translateFieldMessage(tv, message)}
          </Alert>
        ))}
      {editable &&
        check.warnings.map((message) => (
          <Alert key={message.key} color="yellow" variant="light" data-testid="roster-warning">
            {translateFieldMessage(tv, message)}
          </Alert>
        ))}
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="roster-problem">
          {problem}
        </Alert>
      )}
      {editable && (
        <Group>
          <Button
            size="md"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={save.isPending}
            disabled={busy || !check.ok}
            onClick={() => void submit(save, t('match.saved'))}
          >
            {t('match.save')}
          </Button>
          <Button
            size="md"
            color="red"
            variant="light"
            leftSection={<IconLock size={18} aria-hidden />}
            loading={confirm.isPending}
            disabled={busy || !check.ok}
            onClick={() => void confirmRoster()}
          >
            {t('match.confirm')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
