import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CLUB_REGISTRATION_LIMITS } from '@tms/domain/contract/club-registration';
import type { PricelistItem } from '@tms/domain/contract/enums';
import type { Currency } from '@tms/domain/money';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyExtraPerson, type RegistrationFormApi } from '../lib/registration-form';
import { FormSection } from './form-section';
import { PartyFields } from './party-fields';

type ExtraPersonRowsProps = { form: RegistrationFormApi; pricelist: readonly PricelistItem[]; currency: Currency };

/** Persons travelling with the club outside its teams, each group with its package and counts. */
export function ExtraPersonRows({ form, pricelist, currency }: ExtraPersonRowsProps) {
  const { t } = useTranslation('clubRegistration');
  const rows = useFieldArray({ control: form.control, name: 'extraPersons', keyName: 'key' });
  return (
    <FormSection title={t('extraPersons.title')} hint={t('extraPersons.hint')} data-section="extraPersons">
      {rows.fields.length === 0 ? <Text c="dimmed">{t('extraPersons.empty')}</Text> : null}
      {rows.fields.map((row, index) => {
        const number = index + 1;
        return (
          <Card key={row.key} withBorder padding="sm" data-extra-row={index}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {t('extraPersons.row', { number })}
                </Title>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => rows.remove(index)}
                  aria-label={t('extraPersons.remove', { number })}
                  title={t('extraPersons.remove', { number })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <PartyFields
                control={form.control}
                setValue={form.setValue}
                list="extraPersons"
                index={index}
                pricelist={pricelist}
                currency={currency}
              />
            </Stack>
          </Card>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => rows.append(emptyExtraPerson())}
        disabled={rows.fields.length >= CLUB_REGISTRATION_LIMITS.extraPersons}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('extraPersons.add')}
      </Button>
    </FormSection>
  );
}
