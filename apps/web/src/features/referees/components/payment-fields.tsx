import { SimpleGrid, Stack } from '@mantine/core';
import { REFEREE_PAYMENT_TYPES } from '@tms/domain/contract/referees';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/text-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import type { RefereeFormOptions } from '../hooks/use-form-options';
import type { RefereeFormControl } from '../lib/referee-form';

type PaymentFieldsProps = { control: RefereeFormControl; options: RefereeFormOptions };

/** Payment type and the bank fields of that type: a Czech account, or an IBAN with the holder's address. */
export function PaymentFields({ control, options }: PaymentFieldsProps) {
  const { t } = useTranslation('refereeRegistration');
  const type = useWatch({ control, name: 'paymentType' });
  return (
    <Stack gap="sm">
      <SelectField
        control={control}
        name="paymentType"
        label={t('fields.paymentType')}
        withAsterisk
        data={REFEREE_PAYMENT_TYPES.map((value) => ({ value, label: t(`paymentType.${value}`) }))}
      />
      {type === 'czk_payment' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField control={control} name="accountPrefix" label={t('fields.accountPrefix')} inputMode="numeric" />
          <TextField
            control={control}
            name="accountNumber"
            label={t('fields.accountNumber')}
            inputMode="numeric"
            withAsterisk
          />
          <TextField control={control} name="bankCode" label={t('fields.bankCode')} inputMode="numeric" withAsterisk />
        </SimpleGrid>
      ) : null}
      {type === 'foreign_eur_payment' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField control={control} name="iban" label={t('fields.iban')} autoComplete="off" withAsterisk />
          <TextField control={control} name="bicOrSwiftCode" label={t('fields.bicOrSwiftCode')} withAsterisk />
        </SimpleGrid>
      ) : null}
      {type ? (
        <TextField control={control} name="accountHoldersName" label={t('fields.accountHoldersName')} withAsterisk />
      ) : null}
      {type === 'foreign_eur_payment' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField control={control} name="accountStreet" label={t('fields.accountStreet')} withAsterisk />
          <TextField control={control} name="accountCity" label={t('fields.accountCity')} withAsterisk />
          <TextField control={control} name="accountZip" label={t('fields.accountZip')} withAsterisk />
          <IdSelectField
            searchable
            emptyValue={null}
            control={control}
            name="accountCountryId"
            label={t('fields.accountCountryId')}
            options={options.countries}
            withAsterisk
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
