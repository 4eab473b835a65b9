import { Alert, Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconX } from '@tabler/icons-react';
import { type Ref, useImperativeHandle } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type EventFormOptions, type TeamSide, useEventForm } from '../hooks/use-event-form';
import { formatClock, splitTime } from '@tms/domain/stopwatch';
import { EventPlayerField, EventTeamField, EventTypeField } from './event-choice-fields';
import { EventTimeFields } from './event-time-fields';

/** What the page's keyboard shortcuts can ask of the form. */
export type EventFormHandle = {
  selectTeam: (side: TeamSide) => void;
  /** A typed jersey number (digits so far) picks the player of the selected team. */
  selectJersey: (digits: string) => void;
  submit: () => void;
};

type EventFormProps = EventFormOptions & {
  ref?: Ref<EventFormHandle>;
  rosterHref: string;
  onCancelEdit: () => void;
};

/** New event or correction of one: type, team, player, second player, 7 m, time from the stopwatch. */
export function EventForm({ ref, rosterHref, onCancelEdit, ...options }: EventFormProps) {
  const { t } = useTranslation('reporter');
  const { editing, disabled, homeName, awayName, stopwatch } = options;
  const state = useEventForm(options);
  const { form, type } = state;

  useImperativeHandle(ref, () => ({
    selectTeam: state.selectTeam,
    selectJersey: state.selectJersey,
    submit: state.submit,
  }));

  const editTime = editing ? formatClock(editing.minute * 60 + editing.second) : '';

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="event-form-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          state.submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="event-form-heading">
              {editing ? t('form.editTitle', { time: editTime }) : t('form.newTitle')}
            </Title>
          </Group>
          {disabled && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('form.locked')}
            </Alert>
          )}
          <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <EventTypeField form={form} disabled={disabled} types={state.allowedTypes} />
              <EventTeamField form={form} disabled={disabled} homeName={homeName} awayName={awayName} />
              <EventPlayerField
                form={form}
                disabled={disabled}
                players={state.players}
                scoring={state.scoring}
                rosterHref={rosterHref}
              />
              {type?.secondaryParticipantAllowed && (
                <Controller
                  control={form.control}
                  name="secondaryId"
                  render={({ field }) => (
                    <Select
                      label={t('form.secondary')}
                      placeholder={t('form.secondaryPlaceholder')}
                      data={state.secondaryOptions}
                      value={field.value === null ? null : String(field.value)}
                      onChange={(value) => field.onChange(value ? Number(value) : null)}
                      clearable
                      searchable
                      size="lg"
                      disabled={disabled}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
              )}
              {type?.code === 'goal' && (
                <Controller
                  control={form.control}
                  name="sevenMeter"
                  render={({ field }) => (
                    <Checkbox
                      label={t('form.sevenMeter')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      size="lg"
                      disabled={disabled}
                      styles={{ body: { alignItems: 'center', minHeight: 44 } }}
                    />
                  )}
                />
              )}
              <EventTimeFields
                state={state}
                clock={splitTime(stopwatch.seconds * 1000)}
                editing={editing !== null}
                disabled={disabled}
              />
              <Group gap="sm">
                <Button
                  type="submit"
                  size="lg"
                  loading={form.formState.isSubmitting}
                  leftSection={<IconDeviceFloppy size={20} aria-hidden />}
                  aria-keyshortcuts="Enter"
                >
                  {editing ? t('form.saveChanges') : t('form.save')}
                </Button>
                {editing && (
                  <Button
                    variant="default"
                    size="lg"
                    leftSection={<IconX size={20} aria-hidden />}
                    onClick={onCancelEdit}
                    aria-keyshortcuts="Escape"
                  >
                    {t('form.cancel')}
                  </Button>
                )}
              </Group>
            </Stack>
          </fieldset>
          <Text size="xs" c="dimmed">
            {t('form.shortcuts')}
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
