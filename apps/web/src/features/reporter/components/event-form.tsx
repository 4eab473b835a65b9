import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Chip,
  Group,
  NumberInput,
  Select,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClockPlay, IconDeviceFloppy, IconInfoCircle, IconX } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EventType, MatchParticipant, MatchStageCode } from '@tms/domain/contract/competition';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/components/toast';
import type { QueuedEventData } from '../offline-queue/records';
import type { Stopwatch } from '../hooks/use-stopwatch';
import {
  type EventFormMessage,
  type EventFormValues,
  eventFormSchema,
  isScoring,
  typeAllowedInStage,
} from '../lib/event-form';
import { byJersey, localizedName, personName, playerLabel } from '../lib/labels';
import { formatClock, splitTime } from '../lib/stopwatch';
import type { TimelineEntry } from '../lib/timeline';

export type TeamSide = 'home' | 'away';

/** What the page's keyboard shortcuts can ask of the form. */
export type EventFormHandle = {
  selectTeam: (side: TeamSide) => void;
  /** A typed jersey number (digits so far) picks the player of the selected team. */
  selectJersey: (digits: string) => void;
  submit: () => void;
  cancelEdit: () => void;
};

type EventFormProps = {
  ref?: Ref<EventFormHandle>;
  eventTypes: readonly EventType[];
  defaultTypeId: number | null;
  roster: readonly MatchParticipant[];
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeName: string;
  awayName: string;
  stageCode: MatchStageCode | null;
  stageId: number;
  matchLength: number;
  stopwatch: Stopwatch;
  editing: TimelineEntry | null;
  disabled: boolean;
  rosterHref: string;
  nextTimestamp: () => number;
  onSave: (data: QueuedEventData) => Promise<void>;
  onCancelEdit: () => void;
};

const CHIP_STYLES = { label: { minHeight: 44, paddingInline: 14, fontSize: 16 } } as const;

/** New event or correction of one: type, team, player, second player, 7 m, time from the stopwatch. */
export function EventForm({
  ref,
  eventTypes,
  defaultTypeId,
  roster,
  homeTeamId,
  awayTeamId,
  homeName,
  awayName,
  stageCode,
  stageId,
  matchLength,
  stopwatch,
  editing,
  disabled,
  rosterHref,
  nextTimestamp,
  onSave,
  onCancelEdit,
}: EventFormProps) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  // While nobody types a time, a new event takes the stopwatch's time at the moment it is saved.
  const [followsClock, setFollowsClock] = useState(true);
  // Two club names rarely fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 36em)');
  const shootout = stageCode === 'shootout';
  const schema = useMemo(() => eventFormSchema(matchLength, shootout), [matchLength, shootout]);
  const teamOfParticipant = useMemo(() => new Map(roster.map((person) => [person.id, person.teamId])), [roster]);

  const initialValues = useCallback(
    (): EventFormValues => ({
      typeId: defaultTypeId ?? 0,
      team: 'home',
      participantId: null,
      secondaryId: null,
      sevenMeter: false,
      minute: 0,
      second: 0,
    }),
    [defaultTypeId],
  );
  const form = useForm<EventFormValues>({ resolver: zodResolver(schema), defaultValues: initialValues() });
  const { errors, isSubmitting } = form.formState;
  const typeId = form.watch('typeId');
  const team = form.watch('team');
  const participantId = form.watch('participantId');
  const type = eventTypes.find((item) => item.id === typeId);
  const scoring = isScoring(type);
  const teamId = team === 'home' ? homeTeamId : awayTeamId;

  // Editing loads the event; leaving the edit goes back to a fresh event. Only a different event
  // (not a refetched roster or a new default type) may reset what the reporter is typing.
  const latest = useRef({ editing, initialValues, teamOfParticipant, awayTeamId });
  latest.current = { editing, initialValues, teamOfParticipant, awayTeamId };
  const editingKey = editing?.createdTimestamp ?? null;
  useEffect(() => {
    const current = latest.current;
    if (editingKey === null || !current.editing) {
      form.reset(current.initialValues());
      setFollowsClock(true);
      return;
    }
    const entry = current.editing;
    const side: TeamSide =
      current.teamOfParticipant.get(entry.participantId ?? -1) === current.awayTeamId ? 'away' : 'home';
    form.reset({
      typeId: entry.eventTypeId,
      team: side,
      participantId: entry.participantId,
      secondaryId: entry.secondaryParticipantId,
      sevenMeter: entry.sevenMeterThrow,
      minute: entry.minute,
      second: entry.second,
    });
    setFollowsClock(false);
  }, [editingKey, form]);

  // A type the stage does not allow (e.g. a goal in the shoot-out) gives way to the default one.
  useEffect(() => {
    if (editing) return;
    const current = eventTypes.find((item) => item.id === form.getValues('typeId'));
    if (!current || !typeAllowedInStage(current, stageCode)) form.setValue('typeId', defaultTypeId ?? 0);
  }, [stageCode, defaultTypeId, eventTypes, editing, form]);

  const players = useMemo(
    () =>
      roster
        .filter((person) => person.teamId === teamId && !(scoring && person.isLeader))
        .slice()
        .sort(byJersey),
    [roster, teamId, scoring],
  );

  // A leader chosen for a card stays impossible for a goal; clear what no longer fits.
  useEffect(() => {
    if (participantId !== null && !players.some((person) => person.id === participantId)) {
      form.setValue('participantId', null);
    }
  }, [players, participantId, form]);

  const secondaryOptions = useMemo(() => {
    const group = (side: TeamSide) => {
      const id = side === 'home' ? homeTeamId : awayTeamId;
      return {
        group: side === 'home' ? homeName : awayName,
        items: roster
          .filter((person) => person.teamId === id && person.id !== participantId)
          .slice()
          .sort(byJersey)
          .map((person) => ({ value: String(person.id), label: playerLabel(person) })),
      };
    };
    return [group(team), group(team === 'home' ? 'away' : 'home')].filter((item) => item.items.length > 0);
  }, [roster, homeTeamId, awayTeamId, homeName, awayName, participantId, team]);

  const save = form.handleSubmit(async (values) => {
    if (values.participantId === null) return;
    const chosenType = eventTypes.find((item) => item.id === values.typeId);
    const data: QueuedEventData = {
      minute: values.minute,
      second: values.second,
      createdTimestamp: editing?.createdTimestamp ?? nextTimestamp(),
      competitionEventTypeId: values.typeId,
      competitionMatchParticipantId: values.participantId,
      competitionMatchStageId: editing?.stageId ?? stageId,
      secondaryParticipantId: chosenType?.secondaryParticipantAllowed ? values.secondaryId : null,
      sevenMeterThrow: chosenType?.code === 'goal' ? values.sevenMeter : false,
    };
    if (editing?.data?.id !== undefined) data.id = editing.data.id;
    if (!editing) {
      // The form is ready for the next event at once: a reporter picks it while this one is being
      // stored, and a reset after storing would wipe that choice. The next event is usually for the
      // same team; type and player start over.
      form.reset({ ...initialValues(), team: values.team });
      setFollowsClock(true);
    }
    try {
      await onSave(data);
    } catch (error) {
      // Only the device's own storage can fail here (the upload comes later).
      console.warn('Saving the event on this device failed', error);
      toast.error(t('errors.unknown'));
      // The unsaved event comes back, unless the reporter has already started the next one.
      if (!editing && form.getValues('participantId') === null) form.reset(values);
    }
  });

  const submit = () => {
    if (disabled) return;
    if (followsClock && !editing) {
      const time = splitTime(stopwatch.now());
      form.setValue('minute', time.minute);
      form.setValue('second', time.second);
    }
    void save();
  };

  const jerseyBuffer = useRef<{ digits: string; at: number }>({ digits: '', at: 0 });
  useImperativeHandle(ref, () => ({
    selectTeam: (side) => form.setValue('team', side),
    selectJersey: (digit) => {
      const now = Date.now();
      const buffer = jerseyBuffer.current;
      buffer.digits = now - buffer.at < 900 ? `${buffer.digits}${digit}`.slice(-2) : digit;
      buffer.at = now;
      const found =
        players.find((person) => String(person.jerseyNumber) === buffer.digits) ??
        players.find((person) => String(person.jerseyNumber) === digit);
      if (found) form.setValue('participantId', found.id, { shouldValidate: form.formState.isSubmitted });
    },
    submit,
    cancelEdit: onCancelEdit,
  }));

  const liveTime = splitTime(stopwatch.seconds * 1000);
  const message = (key: string | undefined) =>
    key ? t(`form.${key as EventFormMessage}`, { max: key === 'timeTooLate' ? matchLength : 200 }) : undefined;
  const allowedTypes = eventTypes.filter((item) => typeAllowedInStage(item, stageCode) || item.id === typeId);
  const editTime = editing ? formatClock(editing.minute * 60 + editing.second) : '';

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="event-form-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
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
              <Controller
                control={form.control}
                name="typeId"
                render={({ field }) => (
                  <div role="radiogroup" aria-labelledby="event-type-label">
                    <Text id="event-type-label" fw={500} size="sm" mb={6}>
                      {t('form.type')}
                    </Text>
                    <Chip.Group value={String(field.value)} onChange={(value) => field.onChange(Number(value))}>
                      <Group gap="xs">
                        {allowedTypes.map((item) => (
                          <Chip
                            key={item.id}
                            value={String(item.id)}
                            name="event-type"
                            size="md"
                            styles={CHIP_STYLES}
                            disabled={disabled}
                          >
                            {localizedName(item, locale)}
                          </Chip>
                        ))}
                      </Group>
                    </Chip.Group>
                    {errors.typeId && (
                      <Text c="red.8" size="sm" mt={4}>
                        {message(errors.typeId.message)}
                      </Text>
                    )}
                  </div>
                )}
              />

              <Controller
                control={form.control}
                name="team"
                render={({ field }) => (
                  <Stack gap={6}>
                    <Text id="event-team-label" fw={500} size="sm">
                      {t('form.team')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby="event-team-label"
                      value={field.value}
                      onChange={(value) => field.onChange(value as TeamSide)}
                      fullWidth
                      size="lg"
                      orientation={narrow ? 'vertical' : 'horizontal'}
                      disabled={disabled}
                      data={[
                        { value: 'home', label: t('form.teamOption', { team: homeName, key: 'H' }) },
                        { value: 'away', label: t('form.teamOption', { team: awayName, key: 'A' }) },
                      ]}
                    />
                  </Stack>
                )}
              />

              <Controller
                control={form.control}
                name="participantId"
                render={({ field }) => (
                  <div role="radiogroup" aria-labelledby="event-player-label" aria-describedby="event-player-hint">
                    <Text id="event-player-label" fw={500} size="sm" mb={2}>
                      {t('form.player')}
                    </Text>
                    <Text id="event-player-hint" size="xs" c="dimmed" mb={6}>
                      {scoring ? t('form.leadersExcluded') : ''}
                    </Text>
                    {players.length === 0 ? (
                      <Text size="sm">
                        {t('form.noPlayers')}{' '}
                        <Anchor component={Link} to={rosterHref}>
                          {t('match.fillRoster')}
                        </Anchor>
                      </Text>
                    ) : (
                      <Chip.Group
                        value={field.value === null ? '' : String(field.value)}
                        onChange={(value) => field.onChange(value ? Number(value) : null)}
                      >
                        <Group gap="xs">
                          {players.map((person) => (
                            <Chip
                              key={person.id}
                              value={String(person.id)}
                              name="event-player"
                              size="md"
                              styles={CHIP_STYLES}
                              disabled={disabled}
                              wrapperProps={{ 'data-testid': `player-${person.jerseyNumber ?? person.id}` }}
                            >
                              <Text span fw={800} inherit mr={6}>
                                {person.jerseyNumber === null
                                  ? t('form.noJersey')
                                  : t('form.jersey', { number: person.jerseyNumber })}
                              </Text>
                              <Text span inherit>
                                {personName(person)}
                              </Text>
                            </Chip>
                          ))}
                        </Group>
                      </Chip.Group>
                    )}
                    {errors.participantId && (
                      <Text c="red.8" size="sm" mt={4} role="alert">
                        {message(errors.participantId.message)}
                      </Text>
                    )}
                  </div>
                )}
              />

              {type?.secondaryParticipantAllowed && (
                <Controller
                  control={form.control}
                  name="secondaryId"
                  render={({ field }) => (
                    <Select
                      label={t('form.secondary')}
                      placeholder={t('form.secondaryPlaceholder')}
                      data={secondaryOptions}
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

              <Group gap="sm" align="flex-end" wrap="wrap">
                <Controller
                  control={form.control}
                  name="minute"
                  render={({ field }) => (
                    <NumberInput
                      label={t('form.minute')}
                      value={followsClock && !editing ? liveTime.minute : field.value}
                      onChange={(value) => {
                        setFollowsClock(false);
                        field.onChange(typeof value === 'number' ? value : Number.NaN);
                      }}
                      min={0}
                      max={200}
                      allowDecimal={false}
                      allowNegative={false}
                      size="lg"
                      w={110}
                      error={message(errors.minute?.message)}
                      disabled={disabled}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="second"
                  render={({ field }) => (
                    <NumberInput
                      label={t('form.second')}
                      value={followsClock && !editing ? liveTime.second : field.value}
                      onChange={(value) => {
                        setFollowsClock(false);
                        field.onChange(typeof value === 'number' ? value : Number.NaN);
                      }}
                      min={0}
                      max={59}
                      allowDecimal={false}
                      allowNegative={false}
                      size="lg"
                      w={110}
                      error={message(errors.second?.message)}
                      disabled={disabled}
                    />
                  )}
                />
                {!followsClock && !editing && (
                  <Button
                    variant="subtle"
                    size="lg"
                    leftSection={<IconClockPlay size={18} aria-hidden />}
                    onClick={() => setFollowsClock(true)}
                  >
                    {t('form.useClock')}
                  </Button>
                )}
              </Group>
              {followsClock && !editing && (
                <Text size="xs" c="dimmed" mt={-8}>
                  {t('form.followsClock')}
                </Text>
              )}

              <Group gap="sm">
                <Button
                  type="submit"
                  size="lg"
                  loading={isSubmitting}
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
