import { ActionIcon, Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { EnumsBundle } from '@tms/domain/contract/enums';
import { CLUB_REGISTRATION_LIMITS } from '@tms/domain/contract/club-registration';
import type { Currency } from '@tms/domain/money';
import { useMemo } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { IdSelectField } from '@/components/form/id-select-field';
import { TextField } from '@/components/form/text-fields';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { emptyTeam, type RegistrationFormApi } from '../lib/registration-form';
import { FormSection } from './form-section';
import { PartyFields } from './party-fields';

type TeamRowsProps = {
  form: RegistrationFormApi;
  enums: EnumsBundle;
  currency: Currency;
  /** False once teams may no longer change (club_team_add_till): the rows are shown locked. */
  editable: boolean;
};

/** The registration's teams: category, own name, service level, package and person counts. */
export function TeamRows({ form, enums, currency, editable }: TeamRowsProps) {
  const { t } = useTranslation('clubRegistration');
  // `key`, not `id`: the rows have their own `id` (an existing team) that must reach the server.
  const rows = useFieldArray({ control: form.control, name: 'teams', keyName: 'key' });
  const { errors } = useFormState({ control: form.control, name: 'teams' });
  const errorText = useFieldErrorText();
  // The list's own message (no team at all) sits on `teams` itself, or on its root for array rules.
  const listMessage = errors.teams?.root?.message ?? errors.teams?.message;
  const listError = errorText(listMessage ? { type: 'list', message: listMessage } : undefined);

  const categories = useMemo(
    () =>
      [...enums.teamCategories]
        .sort((a, b) => a.weight - b.weight || a.code.localeCompare(b.code))
        .map((category) => ({ value: category.id, label: category.code })),
    [enums.teamCategories],
  );
  // A registered team is deleted when the registration is saved: ask first. A new row just goes.
  const remove = async (index: number) => {
    if (form.getValues(`teams.${index}.id`) != null) {
      const choice = await openConfirmDialog({
        title: t('teams.removeTitle'),
        children: t('teams.removeConfirm', { number: index + 1 }),
        confirmLabel: t('teams.removeAction'),
        confirmColor: 'red',
      });
      if (choice !== 'confirm') return;
    }
    rows.remove(index);
  };

  const levels = useMemo(
    () => enums.serviceLevels.map((level) => ({ value: level.id, label: level.name })),
    [enums.serviceLevels],
  );

  return (
    <FormSection title={t('teams.title')} hint={t('teams.hint')} data-section="teams">
      {editable ? null : (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t('teams.locked')}
        </Alert>
      )}
      {rows.fields.map((row, index) => {
        const number = index + 1;
        return (
          <Card key={row.key} withBorder padding="sm" data-team-row={index}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {t('teams.team', { number })}
                </Title>
                {editable ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => void remove(index)}
                    aria-label={t('teams.remove', { number })}
                    title={t('teams.remove', { number })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <IdSelectField
                  control={form.control}
                  name={`teams.${index}.teamCategoryId`}
                  label={t('teams.category')}
                  options={categories}
                  required
                  searchable
                  disabled={!editable}
                />
                <TextField
                  control={form.control}
                  name={`teams.${index}.name`}
                  label={t('teams.name')}
                  description={t('teams.nameHint')}
                  // The hint below the input keeps the row's inputs aligned.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  maxLength={100}
                  disabled={!editable}
                />
                <IdSelectField
                  control={form.control}
                  name={`teams.${index}.teamStartServiceLevelId`}
                  label={t('teams.serviceLevel')}
                  placeholder={t('teams.noServiceLevel')}
                  options={levels}
                  emptyValue={null}
                  clearable
                  disabled={!editable}
                />
              </SimpleGrid>
              <PartyFields
                control={form.control}
                setValue={form.setValue}
                list="teams"
                index={index}
                pricelist={enums.pricelistItems}
                currency={currency}
                disabled={!editable}
              />
            </Stack>
          </Card>
        );
      })}
      {listError ? (
        <Text c="red" size="sm" role="alert" data-field-error="teams">
          {listError}
        </Text>
      ) : null}
      {editable ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => rows.append(emptyTeam())}
          disabled={rows.fields.length >= CLUB_REGISTRATION_LIMITS.teams}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('teams.add')}
        </Button>
      ) : null}
    </FormSection>
  );
}
