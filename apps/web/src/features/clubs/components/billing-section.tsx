import { SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/choice-fields';
import { type IdOption, IdSelectField } from '@/components/form/id-select-field';
import { TextField } from '@/components/form/text-fields';
import type { RegistrationFormApi } from '../lib/registration-form';
import { FormSection } from './form-section';

/** Company and VAT ids, and the billing address when the invoice goes to someone else than the club. */
export function BillingSection({ form, countries }: { form: RegistrationFormApi; countries: readonly IdOption[] }) {
  const { t } = useTranslation('clubRegistration');
  const different = useWatch({ control: form.control, name: 'differentBillingAddress' });
  const { control } = form;
  return (
    <FormSection title={t('billing.title')} data-section="billing">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField control={control} name="tin" label={t('billing.tin')} maxLength={20} autoComplete="off" />
        <TextField control={control} name="vatin" label={t('billing.vatin')} maxLength={20} autoComplete="off" />
      </SimpleGrid>
      <CheckboxField
        control={control}
        name="differentBillingAddress"
        label={t('billing.different')}
        description={t('billing.differentHint')}
      />
      {different ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField
            control={control}
            name="invoiceSubjectName"
            label={t('billing.subjectName')}
            required
            maxLength={200}
            autoComplete="organization"
          />
          <TextField
            control={control}
            name="invoiceStreet"
            label={t('billing.street')}
            required
            maxLength={200}
            autoComplete="billing address-line1"
          />
          <TextField
            control={control}
            name="invoiceCity"
            label={t('billing.city')}
            required
            maxLength={100}
            autoComplete="billing address-level2"
          />
          <TextField
            control={control}
            name="invoiceZip"
            label={t('billing.zip')}
            required
            maxLength={20}
            autoComplete="billing postal-code"
          />
          <IdSelectField
            control={control}
            name="invoiceCountryId"
            label={t('billing.country')}
            options={countries}
            emptyValue={null}
            required
            searchable
          />
        </SimpleGrid>
      ) : null}
    </FormSection>
  );
}
