import { ActionIcon, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type PlaceAccommodationInput, placeAccommodationInput } from '@tms/domain/contract/accommodation';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { SelectField } from '@/components/form/choice-fields';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import {
  type PlaceAccommodation,
  placeAccommodationQueryOptions,
  useSavePlaceAccommodationMutation,
} from '../api/place-accommodation';

/** Accommodation capacity of a place: hotel or school, and its rooms or classrooms with beds. */
export function PlaceAccommodationCard({ placeId }: { placeId: number }) {
  const { t } = useTranslation('admin');
  const current = useQuery(placeAccommodationQueryOptions(placeId));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('places.accommodation.title')}
      </Title>
      {current.data ? (
        <CapacityForm key={JSON.stringify(current.data)} placeId={placeId} current={current.data} />
      ) : current.isError ? (
        <Text c="red">{t('places.accommodation.loadFailed')}</Text>
      ) : (
        <Loader size="sm" aria-label={t('places.accommodation.title')} />
      )}
    </Stack>
  );
}

function CapacityForm({ placeId, current }: { placeId: number; current: PlaceAccommodation }) {
  const { t } = useTranslation('admin');
  const save = useSavePlaceAccommodationMutation(placeId);
  const form = useAppForm({
    schema: placeAccommodationInput,
    defaultValues: {
      kind: current.kind,
      units: current.units.map(({ name, kind, beds, nights }) => ({ name, kind, beds, nights })),
    } as PlaceAccommodationInput,
  });
  const units = useFieldArray({ control: form.control, name: 'units' });
  const beds = current.units.reduce((sum, unit) => sum + unit.beds, 0);
  return (
    <AppForm
      form={form}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        toast.success(t('places.accommodation.saved'));
      }}
    >
      <Stack gap="xs">
        <SubmitProblem />
        <SelectField
          control={form.control}
          name="kind"
          label={t('places.accommodation.kind')}
          data={[
            { value: 'hotel', label: t('accommodation.kind.hotel') },
            { value: 'school', label: t('accommodation.kind.school') },
          ]}
          clearable
          w={240}
        />
        <Text size="sm" c="dimmed">
          {t('places.accommodation.summary', { count: current.units.length, beds })}
        </Text>
        {units.fields.map((row, index) => (
          <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
            <TextField
              control={form.control}
              name={`units.${index}.name`}
              label={t('places.accommodation.name')}
              required
            />
            <SelectField
              control={form.control}
              name={`units.${index}.kind`}
              label={t('places.accommodation.unitKind')}
              data={[
                { value: 'room', label: t('places.accommodation.room') },
                { value: 'classroom', label: t('places.accommodation.classroom') },
              ]}
              allowDeselect={false}
              w={140}
            />
            <NumberField
              control={form.control}
              name={`units.${index}.beds`}
              label={t('places.accommodation.beds')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              w={100}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('places.accommodation.remove', { name: form.getValues(`units.${index}.name`) })}
              onClick={() => units.remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              units.append({
                name: String(units.fields.length + 1),
                kind: form.getValues('kind') === 'school' ? 'classroom' : 'room',
                beds: form.getValues('kind') === 'school' ? 20 : 2,
                nights: [],
              })
            }
          >
            {t('places.accommodation.add')}
          </Button>
          <SubmitButton>{t('places.accommodation.save')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
