import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { scoreInput } from '@tms/domain/contract/reporting';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppForm } from '@/components/form/app-form';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { useAppForm } from '@/components/form/use-app-form';

type ScoreValues = z.input<typeof scoreInput>;

type ScoreDialogProps = {
  opened: boolean;
  homeName: string;
  awayName: string;
  initial: ScoreValues;
  onClose: () => void;
  /** Sends the score; a refusal is shown in the dialog. */
  onSave: (values: z.output<typeof scoreInput>) => Promise<void>;
};

/** Simple score entry: the final score of a match reported without events. */
export function ScoreDialog({ opened, homeName, awayName, initial, onClose, onSave }: ScoreDialogProps) {
  const { t } = useTranslation(['reporter', 'core']);
  const form = useAppForm({ schema: scoreInput, defaultValues: initial });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('actions.scoreTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('core:confirm.close') }}
    >
      <AppForm form={form} onSubmit={onSave}>
        <Stack gap="md">
          <Text size="sm">{t('actions.scoreHint')}</Text>
          <SubmitProblem />
          <Group grow align="flex-start">
            {(['homeScore', 'awayScore'] as const).map((name) => (
              <NumberField
                key={name}
                control={form.control}
                name={name}
                label={name === 'homeScore' ? homeName : awayName}
                min={0}
                max={199}
                allowDecimal={false}
                allowNegative={false}
                size="lg"
                data-autofocus={name === 'homeScore' ? true : undefined}
              />
            ))}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} size="lg">
              {t('core:confirm.reject')}
            </Button>
            <SubmitButton size="lg">{t('actions.scoreSave')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
