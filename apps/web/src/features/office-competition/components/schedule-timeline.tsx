import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { LiveMatch } from '@tms/domain/contract/competition';
import type { CategoryFormatItem } from '@tms/domain/contract/competition-builder';
import { teamDisplayName } from '@tms/domain/team-name';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { type CompetitionLookup, competitionLookup } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { matchPhase } from '@/lib/match-state';
import { placeDisplayName } from '@/lib/place-name';
import { draftScheduleQueryOptions } from '../api/get-draft-schedule';
import { useMoveMatchMutation } from '../api/move-match';
import { useSwapMatchesMutation } from '../api/swap-matches';
import { matchMovedText } from '../lib/match-moved';
import { timelineRange } from '../lib/timeline-layout';
import type { MatchPick } from './move-match-form';
import { type Clash, clashesOf, ScheduleClashes } from './schedule-clashes';
import { type TimelineChange, TimelineChangeModal } from './timeline-change-modal';
import { type TimelineBlock, TimelineGrid } from './timeline-grid';

// When a category's format has no length for a level (should not happen), a block still shows.
const FALLBACK_LENGTH = 30;

type ScheduleTimelineProps = {
  days: readonly string[];
  formats: readonly CategoryFormatItem[];
  /** A match clicked on the timeline, for the move form. */
  onPick: (pick: MatchPick) => void;
};

/** The applied schedule of one day per hall; a match is dragged to a free time or onto another to swap. */
export function ScheduleTimeline({ days, formats, onPick }: ScheduleTimelineProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const bundle = useQuery(staticQueryOptions()).data;
  // The office's draft: applied and moved matches show where they will be once published.
  const matches = useQuery(draftScheduleQueryOptions()).data?.matches;
  const move = useMoveMatchMutation();
  const swap = useSwapMatchesMutation();
  const [day, setDay] = useState<string | null>(null);
  const [allHalls, setAllHalls] = useState(false);
  const [clashes, setClashes] = useState<Clash[]>([]);
  const [pending, setPending] = useState<TimelineChange | null>(null);
  const shownDay = day ?? days.find((d) => matches?.some((m) => m.day === d)) ?? days[0] ?? null;

  const { halls, blocks, range } = useMemo(() => {
    const lookup = bundle ? competitionLookup(bundle) : null;
    const ofDay = (matches ?? []).filter((m) => m.day === shownDay);
    const blocks = lookup ? ofDay.map((m) => toBlock(m, lookup, formats, t)) : [];
    const used = new Set(blocks.map((b) => b.placeId));
    const halls = (bundle?.halls ?? [])
      .filter((hall) => allHalls || used.has(hall.id))
      .map((hall) => ({ id: hall.id, name: placeDisplayName(hall, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    return { halls, blocks, range: timelineRange(blocks) };
  }, [bundle, matches, shownDay, formats, allHalls, locale, t]);

  const refused = (error: Error) => {
    const found = clashesOf(error);
    if (found) setClashes(found);
    else toast.error(errorText(error));
  };
  const numberOf = (matchId: number) => blocks.find((b) => b.id === matchId)?.number ?? matchId;
  // A drop only proposes the change: the dialog confirms it and takes the note that goes with it.
  const onMove = (matchId: number, placeId: number, time: string) => {
    if (!shownDay) return;
    const hall = halls.find((h) => h.id === placeId)?.name ?? String(placeId);
    setPending({
      kind: 'move',
      matchId,
      number: numberOf(matchId),
      to: { placeId, day: shownDay, time },
      hall,
      day: formatMatchDay(shownDay, locale),
    });
  };
  const onSwap = (matchId: number, otherId: number) =>
    setPending({ kind: 'swap', matchIds: [matchId, otherId], numbers: [numberOf(matchId), numberOf(otherId)] });
  const send = (change: TimelineChange, note: string | undefined) => {
    setPending(null);
    setClashes([]);
    if (change.kind === 'move') {
      move.mutate(
        { matchId: change.matchId, ...change.to, note },
        {
          onSuccess: (m) => toast.success(matchMovedText(t, locale, { ...m, match: numberOf(m.id) })),
          onError: refused,
        },
      );
      return;
    }
    const [a, b] = change.matchIds;
    swap.mutate(
      { matchIds: change.matchIds, note },
      {
        onSuccess: () => toast.success(t('competition.timeline.swapped', { a: numberOf(a), b: numberOf(b) })),
        onError: refused,
      },
    );
  };

  return (
    <Stack>
      <Text fw={600}>{t('competition.timeline.title')}</Text>
      <Group>
        {days.length > 0 ? (
          <SegmentedControl
            aria-label={t('competition.timeline.day')}
            data={days.map((d) => ({ value: d, label: formatMatchDay(d, locale) }))}
            value={shownDay ?? undefined}
            onChange={setDay}
          />
        ) : null}
        <Switch
          label={t('competition.timeline.allHalls')}
          checked={allHalls}
          onChange={(event) => setAllHalls(event.currentTarget.checked)}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('competition.timeline.hint')}
      </Text>
      <ScheduleClashes clashes={clashes} />
      <TimelineChangeModal change={pending} onConfirm={send} onCancel={() => setPending(null)} />
      {blocks.length === 0 && !allHalls ? (
        <Text c="dimmed">{t('competition.timeline.empty')}</Text>
      ) : (
        <TimelineGrid
          halls={halls}
          blocks={blocks}
          range={range}
          onMove={onMove}
          onSwap={onSwap}
          onPick={(matchId) => {
            const block = blocks.find((b) => b.id === matchId);
            if (block && shownDay) onPick({ matchId, day: shownDay, time: block.time, placeId: block.placeId });
          }}
          busyId={move.isPending ? move.variables?.matchId : swap.isPending ? swap.variables?.matchIds[0] : null}
        />
      )}
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation<'admin'>>['t'];

/** A match as the timeline shows it: its length from its category's format for its round level. */
function toBlock(
  m: LiveMatch,
  lookup: CompetitionLookup,
  formats: readonly CategoryFormatItem[],
  t: Translate,
): TimelineBlock {
  const group = lookup.groups.get(m.competitionGroupId);
  const level = group ? lookup.roundLevels.get(group.competitionRoundLevelId)?.systemName : undefined;
  const lengths = formats.find((f) => f.categoryId === m.teamCategoryId)?.format.matchLength as
    | Record<string, number>
    | undefined;
  const side = (teamId: number | null, groupId: number | null, rank: number | null) => {
    const team = teamId === null ? undefined : lookup.teams.get(teamId);
    if (team) return teamDisplayName(team);
    const from = groupId === null ? undefined : lookup.groups.get(groupId);
    return from && rank !== null ? t('competition.timeline.slot', { rank, group: from.label }) : '?';
  };
  return {
    id: m.id,
    number: m.matchNumber,
    placeId: m.placeId,
    time: m.time.slice(0, 5),
    length: (level && lengths?.[level]) || FALLBACK_LENGTH,
    category: lookup.categories.get(m.teamCategoryId)?.code ?? group?.teamCategoryCode ?? '',
    home: side(m.homeTeamId, m.homeTeamCompetitionGroupId, m.homeTeamCompetitionStandings),
    away: side(m.awayTeamId, m.awayTeamCompetitionGroupId, m.awayTeamCompetitionStandings),
    movable: matchPhase(lookup.stages.get(m.competitionMatchStageId)?.code, m.walkOver) === 'upcoming',
  };
}
