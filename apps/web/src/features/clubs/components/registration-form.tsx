import { Anchor, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClubRegistration } from '@tms/domain/contract/club-registration';
import type { EnumsBundle } from '@tms/domain/contract/enums';
import type { ReturningClub } from '@tms/domain/contract/returning';
import { nights } from '@tms/domain/calendar-date';
import { currencyForCountry } from '@tms/domain/pricelist';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import { DateField, TextareaField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { configurationValue, httpUrl } from '@/lib/configuration';
import { countryName } from '@/lib/names';
import { useSaveClubRegistrationMutation } from '../api/save-club-registration';
import {
  countryCurrencyCode,
  newRegistrationValues,
  registrationForm,
  registrationServerPath,
  registrationValues,
  returningValues,
} from '../lib/registration-form';
import { BillingSection } from './billing-section';
import { ExtraPersonRows } from './extra-person-rows';
import { FilesSection } from './files-section';
import { offeredEnums } from '../lib/offered-enums';
import { FormSection } from './form-section';
import { PriceSummary } from './price-summary';
import { ReturningPeople } from './returning-people';
import { TeamRows } from './team-rows';

type RegistrationFormProps = {
  enums: EnumsBundle;
  /** The registration being updated; null registers a new club. */
  registration: ClubRegistration | null;
  /** A new registration that starts from the user's club of an earlier edition. */
  returning?: ReturningClub | null;
};

/** The club registration form in sections, with the live price summary beside it (below on phones). */
export function RegistrationForm({ enums: allEnums, registration, returning = null }: RegistrationFormProps) {
  const { t, i18n } = useTranslation('clubRegistration');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const navigate = useNavigate();
  // Deactivated records are offered no more, except those the registration already holds.
  const enums = useMemo(() => offeredEnums(allEnums, registration), [allEnums, registration]);
  const save = useSaveClubRegistrationMutation(registration?.id ?? null);
  const form = useAppForm({
    schema: registrationForm,
    defaultValues: registration
      ? registrationValues(registration)
      : returning
        ? returningValues(returning)
        : newRegistrationValues(),
  });
  const { control } = form;
  const [countryId, regionId, arrivalDate, departureDate] = useWatch({
    control,
    name: ['countryId', 'regionId', 'arrivalDate', 'departureDate'],
  });

  const countries = useMemo(
    () =>
      enums.countries
        .map((country) => ({ value: country.id, label: countryName(country, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [enums.countries, locale],
  );
  const regions = useMemo(
    () =>
      (enums.countries.find((country) => country.id === countryId)?.regions ?? []).map((region) => ({
        value: region.id,
        label: region.name,
      })),
    [enums.countries, countryId],
  );
  // A region belongs to one country: another country drops it.
  useEffect(() => {
    if (regionId != null && !regions.some((region) => region.value === regionId)) form.setValue('regionId', null);
  }, [regionId, regions, form]);

  const currencyCode = (id: unknown) => countryCurrencyCode(enums, id);
  const currency = currencyForCountry(currencyCode(countryId));
  const stay = nights(arrivalDate, departureDate);
  const termsUrl = httpUrl(configurationValue(enums.configurations, 'terms_and_conditions_club_registration'));

  return (
    <AppForm
      form={form}
      serverPath={registrationServerPath}
      aria-label={registration ? t('update.title') : t('create.title')}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync(body);
        toast.success(registration ? t('update.success') : t('create.success'));
        navigate(`/club/${saved.id}`);
      }}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <FormSection title={t('club.title')} data-section="club">
              <TextField
                control={control}
                name="name"
                label={t('club.name')}
                required
                maxLength={120}
                autoComplete="organization"
              />
              <TextField
                control={control}
                name="street"
                label={t('club.street')}
                required
                maxLength={200}
                autoComplete="address-line1"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextField
                  control={control}
                  name="city"
                  label={t('club.city')}
                  required
                  maxLength={100}
                  autoComplete="address-level2"
                />
                <TextField
                  control={control}
                  name="zip"
                  label={t('club.zip')}
                  required
                  maxLength={20}
                  autoComplete="postal-code"
                />
              </SimpleGrid>
            </FormSection>

            <FormSection title={t('country.title')} data-section="country">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <IdSelectField
                  control={control}
                  name="countryId"
                  label={t('country.country')}
                  options={countries}
                  required
                  searchable
                />
                <IdSelectField
                  control={control}
                  name="regionId"
                  label={t('country.region')}
                  placeholder={t('country.noRegion')}
                  options={regions}
                  emptyValue={null}
                  clearable
                  disabled={regions.length === 0}
                />
              </SimpleGrid>
              {countryId ? (
                <Text size="sm" c="dimmed">
                  {t('country.currency', { currency })}
                </Text>
              ) : null}
            </FormSection>

            <FormSection title={t('contact.title')} hint={t('contact.hint')} data-section="contact">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextField
                  control={control}
                  name="tournamentContactFirstName"
                  label={t('contact.firstName')}
                  required
                  maxLength={100}
                  autoComplete="given-name"
                />
                <TextField
                  control={control}
                  name="tournamentContactLastName"
                  label={t('contact.lastName')}
                  required
                  maxLength={100}
                  autoComplete="family-name"
                />
              </SimpleGrid>
              <TextField
                control={control}
                name="tournamentContactPhone"
                label={t('contact.phone')}
                description={t('contact.phoneHint')}
                required
                type="tel"
                maxLength={40}
                autoComplete="tel"
              />
            </FormSection>

            <FormSection title={t('stay.title')} data-section="stay">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateField control={control} name="arrivalDate" label={t('stay.arrival')} required />
                <DateField control={control} name="departureDate" label={t('stay.departure')} required />
              </SimpleGrid>
              {stay !== null ? (
                <Text size="sm" c="dimmed">
                  {t('stay.nights', { count: stay })}
                </Text>
              ) : null}
            </FormSection>

            <TeamRows form={form} enums={enums} currency={currency} editable={registration?.editable.teams ?? true} />
            {returning && !registration ? <ReturningPeople form={form} returning={returning} /> : null}
            <ExtraPersonRows form={form} pricelist={enums.pricelistItems} currency={currency} />
            <BillingSection form={form} countries={countries} />
            <FilesSection form={form} initialFiles={registration?.files ?? []} />

            <FormSection title={t('note.title')} data-section="note">
              <TextareaField
                control={control}
                name="registrationNote"
                label={t('note.label')}
                rows={4}
                maxLength={2000}
              />
            </FormSection>

            <FormSection title={t('terms.title')} data-section="terms">
              <CheckboxField
                control={control}
                name="agreeToTerms"
                label={
                  termsUrl ? (
                    <Trans
                      t={t}
                      i18nKey="terms.agree"
                      components={{ terms: <Anchor href={termsUrl} target="_blank" rel="noopener noreferrer" /> }}
                    />
                  ) : (
                    t('terms.agreePlain')
                  )
                }
              />
            </FormSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Sticky beside the form on wide screens; on phones the column simply follows the form. */}
          <div
            style={{
              position: 'sticky',
              top: 'calc(var(--app-shell-header-offset, 60px) + var(--mantine-spacing-md))',
            }}
          >
            <PriceSummary
              form={form}
              pricelist={enums.pricelistItems}
              currencyCode={currencyCode}
              kept={registration}
              submitLabel={registration ? t('update.submit') : t('create.submit')}
            />
          </div>
        </Grid.Col>
      </Grid>
    </AppForm>
  );
}
