import type { EventType, MatchParticipant, MatchStageCode } from '@tms/domain/contract/competition';
import { eventTypeAllowedInStage, isScoringEvent } from '@tms/domain/match-events';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { type EventFormValues, eventFormSchema } from '../lib/event-form';
import { byJersey, playerLabel } from '../lib/labels';
import { splitTime } from '@tms/domain/stopwatch';
import type { TimelineEntry } from '../lib/timeline';
import { newClientId, type QueuedEventData } from '../offline-queue/records';
import type { Stopwatch } from './use-stopwatch';

export type TeamSide = 'home' | 'away';

export type EventFormOptions = {
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
  nextTimestamp: () => number;
  onSave: (data: QueuedEventData) => Promise<void>;
};

/**
 * State of the event form: a new event or the correction of one, the players and second players the
 * chosen type and team allow, and saving to the device (the upload comes later).
 */
export function useEventForm({
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
  nextTimestamp,
  onSave,
}: EventFormOptions) {
  const { t } = useTranslation('reporter');
  // While nobody types a time, a new event takes the stopwatch's time at the moment it is saved.
  const [followsClock, setFollowsClock] = useState(true);
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
  const form = useAppForm({ schema, defaultValues: initialValues() });
  const typeId = form.watch('typeId');
  const team = form.watch('team');
  const participantId = form.watch('participantId');
  const type = eventTypes.find((item) => item.id === typeId);
  const scoring = isScoringEvent(type?.code);
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
    if (!current || !eventTypeAllowedInStage(current.code, stageCode)) form.setValue('typeId', defaultTypeId ?? 0);
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
    // The key is made once, when the event is entered; a correction keeps it (older events may have none).
    const clientId = editing ? editing.data?.clientId : newClientId();
    if (clientId) data.clientId = clientId;
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

  /** Saves the event; a new event following the stopwatch takes its time now. */
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
  /** A typed jersey number (digits so far) picks the player of the selected team. */
  const selectJersey = (digit: string) => {
    const now = Date.now();
    const buffer = jerseyBuffer.current;
    buffer.digits = now - buffer.at < 900 ? `${buffer.digits}${digit}`.slice(-2) : digit;
    buffer.at = now;
    const found =
      players.find((person) => String(person.jerseyNumber) === buffer.digits) ??
      players.find((person) => String(person.jerseyNumber) === digit);
    if (found) form.setValue('participantId', found.id, { shouldValidate: form.formState.isSubmitted });
  };

  const allowedTypes = eventTypes.filter((item) => eventTypeAllowedInStage(item.code, stageCode) || item.id === typeId);

  return {
    form,
    type,
    scoring,
    players,
    secondaryOptions,
    allowedTypes,
    followsClock,
    setFollowsClock,
    submit,
    selectJersey,
    selectTeam: (side: TeamSide) => form.setValue('team', side),
  };
}

export type EventFormState = ReturnType<typeof useEventForm>;
