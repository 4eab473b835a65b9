import { Stack } from '@mantine/core';
import { type AdminServiceLevel, type ServiceLevelInput, serviceLevelInput } from '@tms/domain/contract/lookup-office';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/admin-list/data-list';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { FormActions, type LookupFormProps } from './lookup-form-actions';

export function serviceLevelColumns(t: TFunction<'admin'>): DataColumn<AdminServiceLevel>[] {
  return [
    { key: 'name', header: t('lookups.columns.name'), sortKey: 'name', rowHeader: true, render: (row) => row.name },
  ];
}

export const serviceLevelName = (row: AdminServiceLevel) => row.name;

export function ServiceLevelForm({ record, onSave, onClose }: LookupFormProps<AdminServiceLevel, ServiceLevelInput>) {
  const { t } = useTranslation('admin');
  const form = useAppForm({
    schema: serviceLevelInput,
    defaultValues: { name: record?.name ?? '', isActive: record?.isActive ?? true },
  });
  return (
    <AppForm form={form} onSubmit={onSave}>
      <Stack gap="sm">
        <SubmitProblem />
        <TextField control={form.control} name="name" label={t('lookups.fields.name')} required />
        <CheckboxField control={form.control} name="isActive" label={t('lookups.fields.isActive')} />
        <FormActions onCancel={onClose} />
      </Stack>
    </AppForm>
  );
}
