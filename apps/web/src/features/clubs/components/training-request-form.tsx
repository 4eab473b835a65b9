import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ClubTrainingRequests, trainingRequestInput } from '@tms/domain/contract/training';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { enumsQueryOptions } from '@/api/get-enums';
import { AppForm } from '@/components/form/app-form';
import { IdSelectField } from '@/components/form/id-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { DateField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { useCreateTrainingRequestMutation } from '../api/club-training';

/** Asking for training time: a team, a kind of training, a hall that allows it, a day and a time. */
export function TrainingRequestForm({ clubId, data }: { clubId: number; data: ClubTrainingRequests }) {
  const { t, i18n } = useTranslation('club');
  const enums = useQuery(enumsQueryOptions());
  const create = useCreateTrainingRequestMutation(clubId);
  const form = useAppForm({
    schema: trainingRequestInput,
    defaultValues: {
      teamId: data.teams[0]?.id,
      trainingTypeId: undefined,
      placeId: undefined,
      day: '',
      from: '',
      to: '',
      note: '',
    },
  });
  const typeId = useWatch({ control: form.control, name: 'trainingTypeId' });
  const offered = new Set(data.halls.flatMap((hall) => hall.allowedTrainingTypesIds));
  const types = (enums.data?.trainingTypes ?? [])
    .filter((type) => offered.has(type.id))
    .map((type) => ({ value: type.id, label: i18n.resolvedLanguage === 'en' ? type.nameEn : type.nameCs }));
  const halls = data.halls
    .filter((hall) => typeId === undefined || hall.allowedTrainingTypesIds.includes(typeId))
    .map((hall) => ({ value: hall.id, label: hall.name }));

  return (
    <AppForm
      form={form}
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        toast.success(t('training.sent'));
        form.reset({ ...form.getValues(), from: '', to: '', note: '' });
      }}
    >
      <Stack gap="sm">
        <SubmitProblem />
        <Group grow align="flex-start" wrap="wrap">
          <IdSelectField
            control={form.control}
            name="teamId"
            label={t('training.fields.teamId')}
            options={data.teams.map((team) => ({ value: team.id, label: team.name }))}
            required
            miw={200}
          />
          <IdSelectField
            control={form.control}
            name="trainingTypeId"
            label={t('training.fields.trainingTypeId')}
            options={types}
            required
            miw={200}
          />
          <IdSelectField
            control={form.control}
            name="placeId"
            label={t('training.fields.placeId')}
            options={halls}
            searchable
            required
            miw={200}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <DateField control={form.control} name="day" label={t('training.fields.day')} required miw={160} />
          <TextField control={form.control} name="from" label={t('training.fields.from')} type="time" required />
          <TextField control={form.control} name="to" label={t('training.fields.to')} type="time" required />
        </Group>
        <TextField control={form.control} name="note" label={t('training.fields.note')} />
        <Group justify="flex-end">
          <SubmitButton>{t('training.submit')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
