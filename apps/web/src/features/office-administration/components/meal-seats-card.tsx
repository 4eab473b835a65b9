import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MEAL_SLOTS } from '@tms/domain/catering';
import { type MealSeats, mealSeatsInput } from '@tms/domain/contract/catering';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { mealSeatsQueryOptions, useSetMealSeatsMutation } from '../api/meal-seats';

/** A restaurant's seats per meal slot: the catering plan never seats more guests at that meal. */
export function MealSeatsCard({ placeId }: { placeId: number }) {
  const { t } = useTranslation('admin');
  const seats = useQuery(mealSeatsQueryOptions(placeId));
  return (
    <Stack gap="xs" data-testid="meal-seats">
      <Title order={3} size="h5">
        {t('mealSeats.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mealSeats.hint')}
      </Text>
      {seats.isError ? (
        <Alert color="red">{t('mealSeats.loadFailed')}</Alert>
      ) : seats.data ? (
        <SeatsForm placeId={placeId} current={seats.data} />
      ) : (
        <Loader size="sm" aria-label={t('list.loading')} />
      )}
    </Stack>
  );
}

function SeatsForm({ placeId, current }: { placeId: number; current: MealSeats }) {
  const { t } = useTranslation('admin');
  const save = useSetMealSeatsMutation(placeId);
  const form = useAppForm({
    schema: mealSeatsInput,
    defaultValues: {
      seats: MEAL_SLOTS.map((meal) => ({ meal, seats: current.seats.find((s) => s.meal === meal)?.seats ?? 0 })),
    },
  });
  return (
    <AppForm
      form={form}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        toast.success(t('mealSeats.saved'));
      }}
    >
      <Stack gap="sm">
        <SubmitProblem />
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {MEAL_SLOTS.map((meal, index) => (
            <NumberField
              key={meal}
              control={form.control}
              name={`seats.${index}.seats`}
              label={t(`catering.meals.${meal}`)}
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton>{t('mealSeats.save')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
