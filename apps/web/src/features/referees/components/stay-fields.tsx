import { SimpleGrid, Stack, Text } from '@mantine/core';
import { refereeNights } from '@tms/domain/referee-registration';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/choice-fields';
import { NumberField } from '@/components/form/number-field';
import { DateField } from '@/components/form/text-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import { enumsQueryOptions } from '@/api/get-enums';
import { configurationValue } from '@/lib/configuration';
import type { RefereeFormOptions } from '../hooks/use-form-options';
import type { RefereeFormControl } from '../lib/referee-form';
import { FormSection } from './form-section';

type Props = { control: RefereeFormControl; options: RefereeFormOptions };

/** Arrival and departure with the nights between them, as the dates are typed. */
export function StayFields({ control }: Pick<Props, 'control'>) {
  const { t } = useTranslation('refereeRegistration');
  const [arrival, departure] = useWatch({ control, name: ['arrivalDate', 'departureDate'] });
  const nights = refereeNights(arrival, departure);
  return (
    <FormSection legend={t('sections.stay')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <DateField control={control} name="arrivalDate" label={t('fields.arrivalDate')} withAsterisk />
        <DateField control={control} name="departureDate" label={t('fields.departureDate')} withAsterisk />
        <Text aria-live="polite" data-testid="nights" mt={{ sm: 28 }} fw={600}>
          {nights === null ? '' : t('nights', { count: nights })}
        </Text>
      </SimpleGrid>
    </FormSection>
  );
}

/** The accommodation deadlines of local and foreign referees (configuration), as one hint; nothing when unset. */
function AccommodationDeadlineHint() {
  const { t, i18n } = useTranslation('refereeRegistration');
  const configurations = useQuery(enumsQueryOptions()).data?.configurations;
  const format = (key: string) => {
    const value = configurationValue(configurations, key);
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'cs', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(
          date,
        )
      : null;
  };
  const local = format('referee_accommodation_local_till');
  const foreign = format('referee_accommodation_foreign_till');
  if (!local && !foreign) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="accommodation-deadline-hint">
      {local && foreign
        ? t('accommodationDeadline.both', { local, foreign })
        : local
          ? t('accommodationDeadline.local', { date: local })
          : t('accommodationDeadline.foreign', { date: foreign })}
    </Text>
  );
}

/** Accommodation in one of the referees' hotels, single room and accompanying persons. */
export function AccommodationFields({ control, options }: Props) {
  const { t } = useTranslation('refereeRegistration');
  const wants = useWatch({ control, name: 'wantsAccommodation' });
  return (
    <FormSection legend={t('sections.accommodation')}>
      <Stack gap="sm">
        <AccommodationDeadlineHint />
        <CheckboxField control={control} name="wantsAccommodation" label={t('fields.wantsAccommodation')} />
        {wants ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <IdSelectField
              searchable
              emptyValue={null}
              control={control}
              name="accommodationPlaceId"
              label={t('fields.accommodationPlaceId')}
              options={options.hotels}
              clearable
            />
            <NumberField
              control={control}
              name="accompanimentPersons"
              label={t('fields.accompanimentPersons')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              emptyValue={null}
            />
            <CheckboxField control={control} name="wantsSingleRoom" label={t('fields.wantsSingleRoom')} />
          </SimpleGrid>
        ) : null}
      </Stack>
    </FormSection>
  );
}

/** Meal vouchers and the T-shirt size. */
export function MealFields({ control, options }: Props) {
  const { t } = useTranslation('refereeRegistration');
  return (
    <FormSection legend={t('sections.meals')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberField
          control={control}
          name="mealVouchers"
          label={t('fields.mealVouchers')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          emptyValue={null}
        />
        <IdSelectField
          searchable
          emptyValue={null}
          control={control}
          name="tshirtSizeId"
          label={t('fields.tshirtSizeId')}
          options={options.tshirtSizes}
          clearable
        />
      </SimpleGrid>
    </FormSection>
  );
}
