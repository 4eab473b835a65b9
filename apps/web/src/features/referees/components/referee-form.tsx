import { Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { REFEREE_SEXES, type RefereeRegistrationData } from '@tms/domain/contract/referees';
import { refereeAgeHint } from '@tms/domain/referee-registration';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField, SelectField } from '@/components/form/choice-fields';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { translateFieldMessage } from '@/lib/field-message';
import { httpUrl } from '@/lib/configuration';
import { IdSelectField } from '@/components/form/id-select-field';
import type { RefereeFormOptions } from '../hooks/use-form-options';
import { type RefereeFormControl, type RefereeFormValues, refereeFormSchema } from '../lib/referee-form';
import { FormSection } from './form-section';
import { PaymentFields } from './payment-fields';
import { AccommodationFields, MealFields, StayFields } from './stay-fields';

type RefereeFormProps = {
  defaultValues: RefereeFormValues;
  options: RefereeFormOptions;
  submitLabel: string;
  onSubmit: (body: RefereeRegistrationData) => Promise<unknown>;
};

/** The hint under the birth year: a referee should be over 18 on the first tournament day. */
function BirthYearField({ control, firstDay }: { control: RefereeFormControl; firstDay: string | null }) {
  const { t } = useTranslation('refereeRegistration');
  const { t: tv } = useTranslation('validation');
  const year = useWatch({ control, name: 'birthYear' });
  const hint = firstDay ? refereeAgeHint(year, firstDay) : null;
  return (
    <NumberField
      control={control}
      name="birthYear"
      label={t('fields.birthYear')}
      withAsterisk
      allowDecimal={false}
      allowNegative={false}
      description={hint ? translateFieldMessage(tv, hint) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/** The referee registration form, for a new registration and for changing one. */
export function RefereeForm({ defaultValues, options, submitLabel, onSubmit }: RefereeFormProps) {
  const { t } = useTranslation('refereeRegistration');
  const schema = useMemo(
    () => refereeFormSchema({ bankAccountsEnabled: options.bankAccountsEnabled }),
    [options.bankAccountsEnabled],
  );
  const form = useAppForm({ schema, defaultValues, mode: 'onTouched' });
  const control = form.control;
  const termsUrl = httpUrl(options.termsUrl);

  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <FormSection legend={t('sections.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField control={control} name="firstName" label={t('fields.firstName')} withAsterisk />
            <TextField control={control} name="lastName" label={t('fields.lastName')} withAsterisk />
            <BirthYearField control={control} firstDay={options.firstTournamentDay} />
            <SelectField
              control={control}
              name="sex"
              label={t('fields.sex')}
              withAsterisk
              data={REFEREE_SEXES.map((value) => ({ value, label: t(`sex.${value}`) }))}
            />
            <TextField control={control} name="email" type="email" label={t('fields.email')} withAsterisk />
            <TextField
              control={control}
              name="phone"
              type="tel"
              label={t('fields.phone')}
              description={t('fields.phoneHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
            />
            <TextField control={control} name="street" label={t('fields.street')} />
            <TextField control={control} name="city" label={t('fields.city')} />
            <TextField control={control} name="zip" label={t('fields.zip')} />
            <IdSelectField
              searchable
              emptyValue={null}
              control={control}
              name="countryId"
              label={t('fields.countryId')}
              options={options.countries}
              withAsterisk
            />
          </SimpleGrid>
        </FormSection>
        <FormSection legend={t('sections.experience')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField control={control} name="highestCompetition" label={t('fields.highestCompetition')} />
            <TextField
              control={control}
              name="refereeProjectName"
              label={t('fields.refereeProjectName')}
              description={t('fields.refereeProjectHint')}
            />
          </SimpleGrid>
        </FormSection>
        <StayFields control={control} />
        <AccommodationFields control={control} options={options} />
        <MealFields control={control} options={options} />
        <FormSection legend={t('sections.colleague')}>
          <Stack gap="sm">
            <IdSelectField
              searchable
              emptyValue={null}
              control={control}
              name="colleagueRefereeId"
              label={t('fields.colleagueRefereeId')}
              description={t('fields.colleagueHint')}
              options={options.colleagues}
              clearable
            />
            <CheckboxField
              control={control}
              name="colleagueRefereeRequested"
              label={t('fields.colleagueRefereeRequested')}
            />
          </Stack>
        </FormSection>
        {options.bankAccountsEnabled ? (
          <FormSection legend={t('sections.payment')}>
            <PaymentFields control={control} options={options} />
          </FormSection>
        ) : null}
        <FormSection legend={t('sections.note')}>
          <TextareaField
            control={control}
            name="registrationNote"
            label={t('fields.registrationNote')}
            autosize
            minRows={2}
          />
        </FormSection>
        <FormSection legend={t('sections.terms')}>
          <Stack gap="xs">
            {termsUrl ? (
              <Anchor href={termsUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {t('fields.termsLink')}
              </Anchor>
            ) : null}
            <CheckboxField control={control} name="agreeToTerms" label={t('fields.agreeToTerms')} />
          </Stack>
        </FormSection>
        <SubmitProblem />
        <Group justify="flex-end">
          <SubmitButton>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
