import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type AdminTeamCategory, type TeamCategoryInput, teamCategoryInput } from '@tms/domain/contract/lookup-office';
import type { TFunction } from 'i18next';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import type { DataColumn } from '@/components/admin-list/data-list';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField, SelectField } from '@/components/form/choice-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import { NumberField } from '@/components/form/number-field';
import { SubmitProblem } from '@/components/form/submit-problem';
import { DateField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { formatDate } from '@/lib/amounts';
import { FormActions, type LookupFormProps } from './lookup-form-actions';

export function teamCategoryColumns(t: TFunction<'admin'>, locale: string): DataColumn<AdminTeamCategory>[] {
  return [
    { key: 'code', header: t('lookups.columns.code'), sortKey: 'name', rowHeader: true, render: (row) => row.code },
    { key: 'gender', header: t('lookups.columns.gender'), render: (row) => t(`lookups.gender.${row.gender}`) },
    {
      key: 'birthDateMin',
      header: t('lookups.columns.birthDateMin'),
      render: (row) => formatDate(row.birthDateMin, locale),
    },
    {
      key: 'birthDateMax',
      header: t('lookups.columns.birthDateMax'),
      render: (row) => formatDate(row.birthDateMax, locale),
    },
    { key: 'matchLength', header: t('lookups.columns.matchLength'), align: 'right', render: (row) => row.matchLength },
    {
      key: 'otherGenderMax',
      header: t('lookups.columns.otherGenderMax'),
      align: 'right',
      render: (row) => row.otherGenderMax,
    },
    { key: 'teams', header: t('lookups.columns.teams'), align: 'right', render: (row) => row.teams },
  ];
}

export const teamCategoryName = (row: AdminTeamCategory) => row.code;

const COUNTS = ['rosterPlayersMin', 'rosterPlayersMax', 'rosterLeadersMin', 'rosterLeadersMax'] as const;

export function TeamCategoryForm({ record, onSave, onClose }: LookupFormProps<AdminTeamCategory, TeamCategoryInput>) {
  const { t, i18n } = useTranslation('admin');
  const bundle = useQuery(staticQueryOptions());
  const form = useAppForm({
    schema: teamCategoryInput,
    defaultValues: {
      code: record?.code ?? '',
      gender: record?.gender ?? 'male',
      birthDateMin: record?.birthDateMin ?? '',
      birthDateMax: record?.birthDateMax ?? null,
      matchLength: record?.matchLength ?? 30,
      matchLengthByRoundLevel: record?.matchLengthByRoundLevel ?? [],
      weight: record?.weight ?? 0,
      maxTeams: record?.maxTeams ?? null,
      otherGenderMax: record?.otherGenderMax ?? 0,
      rosterPlayersMin: record?.rosterPlayersMin ?? null,
      rosterPlayersMax: record?.rosterPlayersMax ?? null,
      rosterLeadersMin: record?.rosterLeadersMin ?? null,
      rosterLeadersMax: record?.rosterLeadersMax ?? null,
      isActive: record?.isActive ?? true,
    },
  });
  const lengths = useFieldArray({ control: form.control, name: 'matchLengthByRoundLevel' });
  const roundLevels = (bundle.data?.roundLevels ?? []).map((level) => ({
    value: level.id,
    label: i18n.resolvedLanguage === 'en' ? level.nameEn : level.nameCs,
  }));
  return (
    <AppForm form={form} onSubmit={onSave}>
      <Stack gap="sm">
        <SubmitProblem />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField control={form.control} name="code" label={t('lookups.fields.code')} required />
          <SelectField
            control={form.control}
            name="gender"
            label={t('lookups.fields.gender')}
            data={(['male', 'female'] as const).map((gender) => ({
              value: gender,
              label: t(`lookups.gender.${gender}`),
            }))}
            allowDeselect={false}
            required
          />
          <NumberField
            control={form.control}
            name="otherGenderMax"
            label={t('lookups.fields.otherGenderMax')}
            min={0}
            required
          />
          <DateField control={form.control} name="birthDateMin" label={t('lookups.fields.birthDateMin')} required />
          <DateField control={form.control} name="birthDateMax" label={t('lookups.fields.birthDateMax')} />
          <NumberField
            control={form.control}
            name="matchLength"
            label={t('lookups.fields.matchLength')}
            min={1}
            required
          />
          <NumberField control={form.control} name="weight" label={t('lookups.fields.weight')} min={0} required />
          <NumberField
            control={form.control}
            name="maxTeams"
            label={t('lookups.fields.maxTeams')}
            min={0}
            emptyValue={null}
          />
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {t('lookups.fields.matchLengthByRoundLevel')}
        </Text>
        {lengths.fields.map((row, index) => (
          <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
            <IdSelectField
              control={form.control}
              name={`matchLengthByRoundLevel.${index}.roundLevelId`}
              label={t('lookups.fields.roundLevelId')}
              options={roundLevels}
              required
            />
            <NumberField
              control={form.control}
              name={`matchLengthByRoundLevel.${index}.minutes`}
              label={t('lookups.fields.minutes')}
              min={1}
              required
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('lookups.fields.removeRow')}
              onClick={() => lengths.remove(index)}
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
            onClick={() => lengths.append({ roundLevelId: roundLevels[0]?.value ?? 1, minutes: 30 })}
          >
            {t('lookups.fields.addRow')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {COUNTS.map((name) => (
            <NumberField
              key={name}
              control={form.control}
              name={name}
              label={t(`lookups.fields.${name}`)}
              min={0}
              emptyValue={null}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('lookups.fields.rosterHint')}
        </Text>
        <CheckboxField control={form.control} name="isActive" label={t('lookups.fields.isActive')} />
        <FormActions onCancel={onClose} />
      </Stack>
    </AppForm>
  );
}
