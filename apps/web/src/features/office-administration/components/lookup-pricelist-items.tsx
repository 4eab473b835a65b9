import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type AdminPricelistItem,
  PRICELIST_UNITS,
  type PricelistItemInput,
  pricelistItemInput,
} from '@tms/domain/contract/lookup-office';
import { ACCOMMODATION_KINDS } from '@tms/domain/accommodation';
import { SERVICE_TYPE } from '@tms/domain/pricelist';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { enumsQueryOptions } from '@/api/get-enums';
import { formatAmount } from '@/lib/amounts';
import type { DataColumn } from '@/components/admin-list/data-list';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField, SelectField } from '@/components/form/choice-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { suppliersQueryOptions } from '@/api/list-suppliers';
import { FormActions, type LookupFormProps } from './lookup-form-actions';

const unitKey = (unit: string) => `lookups.unit.${unit as (typeof PRICELIST_UNITS)[number]}` as const;

export function pricelistColumns(t: TFunction<'admin'>, locale: string): DataColumn<AdminPricelistItem>[] {
  return [
    {
      key: 'name',
      header: t('lookups.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (row) => (locale === 'en' ? row.nameEn : row.nameCs),
    },
    { key: 'unit', header: t('lookups.columns.unit'), render: (row) => t(unitKey(row.unit)) },
    {
      key: 'priceCzk',
      header: t('lookups.columns.priceCzk'),
      align: 'right',
      render: (row) => formatAmount(row.priceCzk, 'CZK', locale),
    },
    {
      key: 'priceEur',
      header: t('lookups.columns.priceEur'),
      align: 'right',
      render: (row) => formatAmount(row.priceEur, 'EUR', locale),
    },
  ];
}

export const pricelistName = (row: AdminPricelistItem, locale: string) => (locale === 'en' ? row.nameEn : row.nameCs);

const FLAGS = [
  'singleRoomAvailable',
  'handballRestaurantAvailable',
  'vipPartyAvailable',
  'separateInvoice',
  'isActive',
] as const;

export function PricelistItemForm({
  record,
  onSave,
  onClose,
}: LookupFormProps<AdminPricelistItem, PricelistItemInput>) {
  const { t } = useTranslation('admin');
  const enums = useQuery(enumsQueryOptions());
  const suppliers = useQuery(suppliersQueryOptions());
  const form = useAppForm({
    schema: pricelistItemInput,
    defaultValues: {
      nameCs: record?.nameCs ?? '',
      nameEn: record?.nameEn ?? '',
      unit: (record?.unit as PricelistItemInput['unit'] | undefined) ?? 'person',
      priceCzk: record?.priceCzk ?? '',
      priceEur: record?.priceEur ?? '',
      supplierId: record?.supplierId ?? null,
      serviceTypeId: record?.serviceTypeId ?? null,
      serviceLevelId: record?.serviceLevelId ?? null,
      cateringType: record?.cateringType ?? '',
      availabilityFilter: record?.availabilityFilter ?? '',
      singleRoomAvailable: record?.singleRoomAvailable ?? false,
      handballRestaurantAvailable: record?.handballRestaurantAvailable ?? false,
      vipPartyAvailable: record?.vipPartyAvailable ?? false,
      separateInvoice: record?.separateInvoice ?? false,
      isActive: record?.isActive ?? true,
      accommodationKind: record?.accommodationKind ?? null,
    },
  });
  return (
    <AppForm form={form} onSubmit={onSave}>
      <Stack gap="sm">
        <SubmitProblem />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={form.control} name="nameCs" label={t('lookups.fields.nameCs')} required />
          <TextField control={form.control} name="nameEn" label={t('lookups.fields.nameEn')} required />
          <SelectField
            control={form.control}
            name="unit"
            label={t('lookups.fields.unit')}
            data={PRICELIST_UNITS.map((unit) => ({ value: unit, label: t(unitKey(unit)) }))}
            allowDeselect={false}
            required
          />
          <IdSelectField
            control={form.control}
            name="supplierId"
            label={t('lookups.fields.supplierId')}
            options={(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))}
            emptyValue={null}
            clearable
          />
          <TextField
            control={form.control}
            name="priceCzk"
            label={t('lookups.fields.priceCzk')}
            inputMode="decimal"
            required
          />
          <TextField
            control={form.control}
            name="priceEur"
            label={t('lookups.fields.priceEur')}
            inputMode="decimal"
            required
          />
          <IdSelectField
            control={form.control}
            name="serviceTypeId"
            label={t('lookups.fields.serviceTypeId')}
            options={Object.values(SERVICE_TYPE).map((id) => ({ value: id, label: t(`lookups.serviceType.${id}`) }))}
            emptyValue={null}
            clearable
          />
          <IdSelectField
            control={form.control}
            name="serviceLevelId"
            label={t('lookups.fields.serviceLevelId')}
            options={(enums.data?.serviceLevels ?? []).map((level) => ({ value: level.id, label: level.name }))}
            emptyValue={null}
            clearable
          />
          <SelectField
            control={form.control}
            name="accommodationKind"
            label={t('lookups.fields.accommodationKind')}
            description={t('lookups.fields.accommodationKindHint')}
            placeholder={t('lookups.accommodationKind.none')}
            data={ACCOMMODATION_KINDS.map((kind) => ({ value: kind, label: t(`lookups.accommodationKind.${kind}`) }))}
            clearable
          />
          <TextField control={form.control} name="cateringType" label={t('lookups.fields.cateringType')} />
          <TextField control={form.control} name="availabilityFilter" label={t('lookups.fields.availabilityFilter')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FLAGS.map((flag) => (
            <CheckboxField key={flag} control={form.control} name={flag} label={t(`lookups.fields.${flag}`)} />
          ))}
        </SimpleGrid>
        <FormActions onCancel={onClose} />
      </Stack>
    </AppForm>
  );
}
