import { Button, Group, NumberInput, Text } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldMessageTexts } from '@/lib/field-message';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import type { EventFormState } from '../hooks/use-event-form';
import { MAX_MINUTE } from '../lib/event-form';

type TimeInputProps = {
  state: EventFormState;
  name: 'minute' | 'second';
  label: string;
  max: number;
  /** The stopwatch's value, shown while the event follows it. */
  clockValue: number | null;
  disabled: boolean;
  messages?: FieldMessageTexts;
};

function TimeInput({ state, name, label, max, clockValue, disabled, messages }: TimeInputProps) {
  const { field, fieldState } = useController({ control: state.form.control, name });
  const errorText = useFieldErrorText();
  return (
    <NumberInput
      label={label}
      value={clockValue ?? field.value ?? ''}
      onChange={(value) => {
        state.setFollowsClock(false);
        field.onChange(typeof value === 'number' ? value : undefined);
      }}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      size="lg"
      w={110}
      error={errorText(fieldState.error, messages)}
      disabled={disabled}
    />
  );
}

type EventTimeFieldsProps = {
  state: EventFormState;
  /** The stopwatch's time now. */
  clock: { minute: number; second: number };
  editing: boolean;
  disabled: boolean;
};

/** Minute and second of the event: the stopwatch's until the reporter types a time. */
export function EventTimeFields({ state, clock, editing, disabled }: EventTimeFieldsProps) {
  const { t } = useTranslation('reporter');
  const live = state.followsClock && !editing;
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TimeInput
          state={state}
          name="minute"
          label={t('form.minute')}
          max={MAX_MINUTE}
          clockValue={live ? clock.minute : null}
          disabled={disabled}
          messages={{ max: (params) => t('form.timeMax', { max: Number(params.max) }) }}
        />
        <TimeInput
          state={state}
          name="second"
          label={t('form.second')}
          max={59}
          clockValue={live ? clock.second : null}
          disabled={disabled}
        />
        {!live && !editing && (
          <Button
            variant="subtle"
            size="lg"
            leftSection={<IconClockPlay size={18} aria-hidden />}
            onClick={() => state.setFollowsClock(true)}
          >
            {t('form.useClock')}
          </Button>
        )}
      </Group>
      {live && (
        <Text size="xs" c="dimmed" mt={-8}>
          {t('form.followsClock')}
        </Text>
      )}
    </>
  );
}
