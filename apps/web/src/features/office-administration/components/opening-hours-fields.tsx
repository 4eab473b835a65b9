import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { PlaceInput } from '@tms/domain/contract/places-office';
import { useTranslation } from 'react-i18next';
import { type Control, useFieldArray } from 'react-hook-form';
import { DateField, TextField } from '@/components/form/text-fields';

/** A hall's opening hours, one row per tournament day. */
export function OpeningHoursFields({ control }: { control: Control<PlaceInput, unknown, unknown> }) {
  const { t } = useTranslation('admin');
  const { fields, append, remove } = useFieldArray({ control, name: 'openingHours' });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('places.fields.openingHours')}
      </Text>
      {fields.map((row, index) => (
        <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
          <DateField control={control} name={`openingHours.${index}.day`} label={t('places.fields.day')} required />
          <TextField
            control={control}
            name={`openingHours.${index}.from`}
            label={t('places.fields.from')}
            type="time"
            required
          />
          <TextField
            control={control}
            name={`openingHours.${index}.to`}
            label={t('places.fields.to')}
            type="time"
            required
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('places.removeDay')}
            onClick={() => remove(index)}
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
          onClick={() => append({ day: '', from: '08:00', to: '20:00' })}
        >
          {t('places.addDay')}
        </Button>
      </Group>
    </Stack>
  );
}
