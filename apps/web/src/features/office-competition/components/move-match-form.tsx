import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { formatMatchDay } from '@/lib/match-day';
import { useMoveMatchMutation } from '../api/move-match';
import { matchMovedText } from '../lib/match-moved';
import { type Clash, ScheduleClashes, clashesOf } from './schedule-clashes';

/** Moves one match to a hall, day and time; a clash with a hard rule is shown with the matches concerned. */
/** A match picked on the timeline: the form starts from where it is now. */
export type MatchPick = { matchId: number; day: string; time: string; placeId: number };

export function MoveMatchForm({ days, picked }: { days: readonly string[]; picked?: MatchPick }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const halls = useQuery(staticQueryOptions()).data?.halls ?? [];
  const move = useMoveMatchMutation();
  const [matchId, setMatchId] = useState<number | ''>(picked?.matchId ?? '');
  const [day, setDay] = useState<string | null>(picked?.day ?? null);
  const [time, setTime] = useState(picked?.time ?? '');
  const [placeId, setPlaceId] = useState<string | null>(picked ? String(picked.placeId) : null);
  const [note, setNote] = useState('');
  const [streamUrl, setStreamUrl] = useState('');
  const [clashes, setClashes] = useState<Clash[]>([]);
  const hallName = (hall: (typeof halls)[number]) =>
    (hall.translations.find((tr) => tr.locale === i18n.resolvedLanguage) ?? hall.translations[0])?.name ??
    hall.code ??
    String(hall.id);

  const submit = () => {
    if (matchId === '') return;
    setClashes([]);
    move.mutate(
      {
        matchId,
        day: day ?? undefined,
        time: time || undefined,
        placeId: placeId ? Number(placeId) : undefined,
        streamUrl: streamUrl || undefined,
        note: note || undefined,
      },
      {
        onSuccess: (m) => toast.success(matchMovedText(t, locale, { ...m, match: m.id })),
        onError: (error) => {
          const found = clashesOf(error);
          if (found) setClashes(found);
          else toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <Stack>
      <Text fw={600}>{t('competition.move.title')}</Text>
      <Group align="end">
        <NumberInput
          label={t('competition.move.match')}
          value={matchId}
          onChange={(v) => setMatchId(typeof v === 'number' ? v : '')}
          min={1}
          allowDecimal={false}
          w={140}
        />
        <Select
          label={t('competition.move.day')}
          data={days.map((value) => ({ value, label: formatMatchDay(value, locale) }))}
          value={day}
          onChange={setDay}
          clearable
          w={160}
        />
        <TextInput
          label={t('competition.move.time')}
          placeholder="09:30"
          // A match picked on the timeline: the keyboard goes on where the change is typed.
          autoFocus={picked !== undefined}
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
          w={100}
        />
        <Select
          label={t('competition.move.hall')}
          data={halls.map((hall) => ({ value: String(hall.id), label: hallName(hall) }))}
          value={placeId}
          onChange={setPlaceId}
          searchable
          clearable
          w={240}
        />
        <TextInput
          label={t('competition.move.streamUrl')}
          placeholder="https://"
          value={streamUrl}
          onChange={(e) => setStreamUrl(e.currentTarget.value)}
          w={240}
        />
        <TextInput
          label={t('competition.move.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          w={240}
        />
        <Button onClick={submit} loading={move.isPending} disabled={matchId === ''}>
          {t('competition.move.submit')}
        </Button>
      </Group>
      <ScheduleClashes clashes={clashes} />
    </Stack>
  );
}
