import { Button, Group, Modal, Stack } from '@mantine/core';
import type { RefereeBoardMatch } from '@tms/domain/contract/referee-assignments';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { useAppForm } from '@/components/form/use-app-form';
import { RefereePairFields } from '@/components/referee-pair-fields';
import { toast } from '@/components/toast';
import { useSetMatchRefereeAssignmentMutation } from '../api/set-match-referee-assignment';
import { refereeConflictsOf } from '../lib/referee-conflicts';
import { refereeEditField, refereeEditForm } from '../lib/referee-edit-form';
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
  const save = useSetMatchRefereeAssignmentMutation();
  const id = (position: number) => (match.refereeIds[position] ? String(match.refereeIds[position]) : null);
  const form = useAppForm({
    schema: refereeEditForm,
    defaultValues: { referee1: id(0), referee2: id(1), locked: match.locked },
  });
  const refused = refereeConflictsOf(save.error);

  return (
    <Modal opened onClose={onClose} title={t('refereeAssignment.matches.editTitle', { number: match.matchNumber })}>
      <AppForm
        form={form}
        serverPath={refereeEditField}
        onSubmit={async (body) => {
          await save.mutateAsync({ matchId: match.matchId, ...body });
          toast.success(t('refereeAssignment.matches.saved', { number: match.matchNumber }));
          onClose();
        }}
      >
        <Stack>
          <RefereePairFields
            control={form.control}
            data={options}
            labels={{
              referee1: t('refereeAssignment.columns.referee1'),
              referee2: t('refereeAssignment.columns.referee2'),
            }}
            placeholder={t('refereeAssignment.matches.unassigned')}
            clearLabel={(field) => t('refereeAssignment.matches.clear', { field })}
          />
          <CheckboxField control={form.control} name="locked" label={t('refereeAssignment.matches.lockedLabel')} />
          {/* A clash is worded rule by rule; any other failure by the kit's alert. */}
          {refused ? <RefereeConflicts conflicts={refused} matchId={match.matchId} /> : <SubmitProblem />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('refereeAssignment.cancel')}
            </Button>
            <SubmitButton>{t('refereeAssignment.matches.save')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
