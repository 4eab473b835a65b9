import { Button, Checkbox, Group, Modal, Select, Stack } from '@mantine/core';
import type { RefereeBoardMatch } from '@tms/domain/contract/referee-assignments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useSetMatchRefereeAssignmentMutation } from '../api/set-match-referee-assignment';
import { refereeConflictsOf } from '../lib/referee-conflicts';
import { RefereeConflicts } from './referee-conflicts';

export type RefereeOption = { value: string; label: string };

type Props = {
  match: RefereeBoardMatch;
  options: readonly RefereeOption[];
  onClose: () => void;
};

/** Referee 1 and 2 of one match and its lock; a change breaking a hard rule is refused with the rule shown. */
export function RefereeEditModal({ match, options, onClose }: Props) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const save = useSetMatchRefereeAssignmentMutation();
  const [first, setFirst] = useState<string | null>(match.refereeIds[0] ? String(match.refereeIds[0]) : null);
  const [second, setSecond] = useState<string | null>(match.refereeIds[1] ? String(match.refereeIds[1]) : null);
  const [locked, setLocked] = useState(match.locked);
  const refused = refereeConflictsOf(save.error);

  const submit = () => {
    const refereeIds = [first, second].filter((id): id is string => id !== null).map(Number);
    save.mutate(
      { matchId: match.matchId, refereeIds, locked },
      {
        onSuccess: () => {
          toast.success(t('refereeAssignment.matches.saved', { number: match.matchNumber }));
          onClose();
        },
        onError: (error) => {
          if (!refereeConflictsOf(error)) toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('refereeAssignment.matches.editTitle', { number: match.matchNumber })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Select
            label={t('refereeAssignment.columns.referee1')}
            placeholder={t('refereeAssignment.matches.unassigned')}
            data={options.filter((option) => option.value !== second)}
            value={first}
            onChange={setFirst}
            searchable
            clearable
          />
          <Select
            label={t('refereeAssignment.columns.referee2')}
            placeholder={t('refereeAssignment.matches.unassigned')}
            data={options.filter((option) => option.value !== first)}
            value={second}
            onChange={setSecond}
            searchable
            clearable
          />
          <Checkbox
            label={t('refereeAssignment.matches.lockedLabel')}
            checked={locked}
            onChange={(event) => setLocked(event.currentTarget.checked)}
          />
          {refused ? <RefereeConflicts conflicts={refused} matchId={match.matchId} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('refereeAssignment.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('refereeAssignment.matches.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
