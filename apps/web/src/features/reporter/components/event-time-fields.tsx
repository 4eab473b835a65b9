import { Button, Group, Text, TextInput } from '@mantine/core';
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

/**
 * A plain text field for digits rather than Mantine's NumberInput: the value follows the running
 * stopwatch four times a second, and a plain field renders it as given, with no formatting of its own
 * to run on each tick (event-time-fields.test.tsx drives the running stopwatch).
 */
function TimeInput({ state, name, label, max, clockValue, disabled, messages }: TimeInputProps) {
  const { field, fieldState } = useController({ control: state.form.control, name });
  const errorText = useFieldErrorText();
  const value = clockValue ?? field.value;
  return (
    <TextInput
      label={label}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, String(max).length);
        state.setFollowsClock(false);
        field.onChange(digits === '' ? undefined : Number(digits));
      }}
      onKeyDown={(event) => {
        // The arrows step the time as a number field's would.
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const next = (typeof value === 'number' ? value : 0) + (event.key === 'ArrowUp' ? 1 : -1);
        state.setFollowsClock(false);
        field.onChange(Math.min(max, Math.max(0, next)));
      }}
      onBlur={field.onBlur}
      inputMode="numeric"
      autoComplete="off"
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
