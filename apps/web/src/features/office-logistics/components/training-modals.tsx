import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type TrainingHallView,
  type TrainingRequest,
  trainingConfirmInput,
  trainingRefuseInput,
} from '@tms/domain/contract/training';
import { formatMinutes, parseTime } from '@tms/domain/training-slots';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { AppForm } from '@/components/form/app-form';
import { IdSelectField } from '@/components/form/id-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { DateField, TextareaField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { hallFreeTimeQueryOptions, useConfirmTrainingMutation, useRefuseTrainingMutation } from '../api/training';

type Props = { request: TrainingRequest; onClose: () => void };

/**
 * Confirms a request into a slot, the one asked for unless the office changes it; the hall's free
 * time that day is offered, and a clash with a match or another training comes back on its field.
 */
export function TrainingConfirmModal({ request, halls, onClose }: Props & { halls: readonly TrainingHallView[] }) {
  const { t } = useTranslation('admin');
  const confirm = useConfirmTrainingMutation();
  const form = useAppForm({
    schema: trainingConfirmInput,
    defaultValues: {
      placeId: request.requested.placeId,
      day: request.requested.day,
      from: request.requested.from,
      to: request.requested.to,
    },
  });
  const [placeId, day] = useWatch({ control: form.control, name: ['placeId', 'day'] });
  const free = useQuery(hallFreeTimeQueryOptions(placeId ?? null, day ?? null));
  const length = (parseTime(request.requested.to) ?? 0) - (parseTime(request.requested.from) ?? 0);
  const options = halls
    .filter((hall) => hall.allowedTrainingTypesIds.includes(request.trainingTypeId))
    .map((hall) => ({ value: hall.id, label: hall.name }));

  return (
    <Modal opened onClose={onClose} title={t('training.confirmTitle', { team: request.teamName })} centered>
      <AppForm
        form={form}
        onSubmit={async (body) => {
          await confirm.mutateAsync({ id: request.id, body });
          toast.success(t('training.confirmed'));
          onClose();
        }}
      >
        <Stack gap="sm">
          <SubmitProblem />
          <IdSelectField
            control={form.control}
            name="placeId"
            label={t('training.fields.placeId')}
            options={options}
            searchable
            required
          />
          <DateField control={form.control} name="day" label={t('training.fields.day')} required />
          <Group grow>
            <TextField control={form.control} name="from" label={t('training.fields.from')} type="time" required />
            <TextField control={form.control} name="to" label={t('training.fields.to')} type="time" required />
          </Group>
          <Stack gap={4} aria-live="polite">
            <Text size="sm" fw={600}>
              {t('training.freeTime')}
            </Text>
            {free.data && free.data.slots.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('training.noFreeTime')}
              </Text>
            ) : null}
            <Group gap="xs">
              {(free.data?.slots ?? []).map((slot) => {
                const start = parseTime(slot.from) ?? 0;
                const end = Math.min(parseTime(slot.to) ?? 0, start + length);
                return (
                  <Button
                    key={slot.from}
                    size="compact-xs"
                    variant="light"
                    onClick={() => {
                      form.setValue('from', slot.from, { shouldValidate: true });
                      form.setValue('to', formatMinutes(end), { shouldValidate: true });
                    }}
                  >
                    {t('training.useFree', { from: slot.from, to: slot.to })}
                  </Button>
                );
              })}
            </Group>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('places.cancel')}
            </Button>
            <SubmitButton>{t('training.confirm')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}

/** Refuses a request with the reason the club reads; this dialog is the confirmation. */
export function TrainingRefuseModal({ request, onClose }: Props) {
  const { t } = useTranslation('admin');
  const refuse = useRefuseTrainingMutation();
  const form = useAppForm({ schema: trainingRefuseInput, defaultValues: { reason: '' } });
  return (
    <Modal opened onClose={onClose} title={t('training.refuseTitle', { team: request.teamName })} centered>
      <AppForm
        form={form}
        onSubmit={async (body) => {
          await refuse.mutateAsync({ id: request.id, body });
          toast.success(t('training.refused'));
          onClose();
        }}
      >
        <Stack gap="sm">
          <SubmitProblem />
          <TextareaField
            control={form.control}
            name="reason"
            label={t('training.fields.reason')}
            autosize
            minRows={2}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('places.cancel')}
            </Button>
            <SubmitButton color="red">{t('training.refuse')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
