import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type AdminCountry, type CountryInput, countryInput } from '@tms/domain/contract/lookup-office';
import { CURRENCIES } from '@tms/domain/money';
import type { TFunction } from 'i18next';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/admin-list/data-list';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField, SelectField } from '@/components/form/choice-fields';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { FormActions, type LookupFormProps } from './lookup-form-actions';

export function countryColumns(t: TFunction<'admin'>, locale: string): DataColumn<AdminCountry>[] {
  return [
    { key: 'countryCode', header: t('lookups.columns.countryCode'), render: (row) => row.countryCode },
    {
      key: 'name',
      header: t('lookups.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (row) => (locale === 'en' ? row.nameEn : row.nameCs),
    },
    { key: 'currency', header: t('lookups.columns.currency'), render: (row) => row.currencyCode ?? '–' },
    { key: 'regions', header: t('lookups.columns.regions'), render: (row) => row.regions.length },
    { key: 'clubs', header: t('lookups.columns.clubs'), align: 'right', render: (row) => row.clubs },
  ];
}

export const countryName = (row: AdminCountry, locale: string) => (locale === 'en' ? row.nameEn : row.nameCs);

export function CountryForm({ record, onSave, onClose }: LookupFormProps<AdminCountry, CountryInput>) {
  const { t } = useTranslation('admin');
  const form = useAppForm({
    schema: countryInput,
    defaultValues: {
      countryCode: record?.countryCode ?? '',
      currencyCode: record?.currencyCode === 'CZK' ? 'CZK' : 'EUR',
      languageCode: record?.languageCode ?? '',
      nameCs: record?.nameCs ?? '',
      nameEn: record?.nameEn ?? '',
      regions: record?.regions.map(({ code, name }) => ({ code, name })) ?? [],
      isActive: record?.isActive ?? true,
    },
  });
  const regions = useFieldArray({ control: form.control, name: 'regions' });
  return (
    <AppForm form={form} onSubmit={onSave}>
      <Stack gap="sm">
        <SubmitProblem />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField control={form.control} name="countryCode" label={t('lookups.fields.countryCode')} required />
          <SelectField
            control={form.control}
            name="currencyCode"
            label={t('lookups.fields.currencyCode')}
            data={[...CURRENCIES]}
            allowDeselect={false}
            required
          />
          <TextField control={form.control} name="languageCode" label={t('lookups.fields.languageCode')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={form.control} name="nameCs" label={t('lookups.fields.nameCs')} required />
          <TextField control={form.control} name="nameEn" label={t('lookups.fields.nameEn')} required />
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {t('lookups.fields.regions')}
        </Text>
        {regions.fields.map((row, index) => (
          <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
            <TextField
              control={form.control}
              name={`regions.${index}.code`}
              label={t('lookups.fields.regionCode')}
              required
            />
            <TextField
              control={form.control}
              name={`regions.${index}.name`}
              label={t('lookups.fields.regionName')}
              required
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('lookups.fields.removeRow')}
              onClick={() => regions.remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => regions.append({ code: '', name: '' })}
          >
            {t('lookups.fields.addRow')}
          </Button>
        </Group>
        <CheckboxField control={form.control} name="isActive" label={t('lookups.fields.isActive')} />
        <FormActions onCancel={onClose} />
      </Stack>
    </AppForm>
  );
}
