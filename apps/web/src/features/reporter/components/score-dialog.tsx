import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { scoreInput } from '@tms/domain/contract/reporting';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type ScoreValues = z.input<typeof scoreInput>;

type ScoreDialogProps = {
  opened: boolean;
  homeName: string;
  awayName: string;
  initial: ScoreValues;
  onClose: () => void;
  onSave: (values: ScoreValues) => Promise<void>;
};

/** Simple score entry: the final score of a match reported without events. */
export function ScoreDialog({ opened, homeName, awayName, initial, onClose, onSave }: ScoreDialogProps) {
  const { t } = useTranslation(['reporter', 'core']);
  const form = useForm<ScoreValues>({ resolver: zodResolver(scoreInput), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // The caller has told the reporter; the dialog stays open for another try.
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('actions.scoreTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('core:confirm.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('actions.scoreHint')}</Text>
          <Group grow align="flex-start">
            {(['homeScore', 'awayScore'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={name === 'homeScore' ? homeName : awayName}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                    min={0}
                    max={199}
                    allowDecimal={false}
                    allowNegative={false}
                    size="lg"
                    data-autofocus={name === 'homeScore' ? true : undefined}
                    error={errors[name] ? t('errors.invalidValue') : undefined}
                  />
                )}
              />
            ))}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} size="lg">
              {t('core:confirm.reject')}
            </Button>
            <Button type="submit" loading={isSubmitting} size="lg">
              {t('actions.scoreSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
