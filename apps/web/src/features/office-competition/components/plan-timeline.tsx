import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { PlannedMatch } from '@tms/domain/contract/competition-builder';
import { teamDisplayName } from '@tms/domain/team-name';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { placeDisplayName } from '@/lib/place-name';
import { timelineRange } from '../lib/timeline-layout';
import { type TimelineBlock, TimelineGrid } from './timeline-grid';

/** A schedule plan before it is applied: per hall and day, to be looked over (it moves nothing). */
export function PlanTimeline({ matches }: { matches: readonly PlannedMatch[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const bundle = useQuery(staticQueryOptions()).data;
  const days = useMemo(() => [...new Set(matches.map((m) => m.day))].sort(), [matches]);
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day && days.includes(day) ? day : (days[0] ?? null);

  const { halls, blocks, range } = useMemo(() => {
    const lookup = bundle ? competitionLookup(bundle) : null;
    const side = (s: PlannedMatch['home']) => {
      if ('teamId' in s) {
        const team = lookup?.teams.get(s.teamId);
        return team ? teamDisplayName(team) : '?';
      }
      return t('competition.timeline.slot', { rank: s.rank, group: s.groupLabel });
    };
    const blocks: TimelineBlock[] = matches.flatMap((m, index) =>
      m.day === shownDay
        ? [
            {
              id: index,
              number: m.key,
              placeId: m.placeId,
              time: m.time,
              length: m.length,
              category: lookup?.categories.get(m.categoryId)?.code ?? '',
              home: side(m.home),
              away: side(m.away),
              movable: false,
            },
          ]
        : [],
    );
    const used = new Set(blocks.map((b) => b.placeId));
    const halls = (bundle?.halls ?? [])
      .filter((hall) => used.has(hall.id))
      .map((hall) => ({ id: hall.id, name: placeDisplayName(hall, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    return { halls, blocks, range: timelineRange(blocks) };
  }, [bundle, matches, shownDay, locale, t]);

  if (days.length === 0) return null;
  return (
    <Stack>
      <Text fw={600}>{t('competition.timeline.planTitle')}</Text>
      <SegmentedControl
        aria-label={t('competition.timeline.day')}
        data={days.map((d) => ({ value: d, label: formatMatchDay(d, locale) }))}
        value={shownDay ?? undefined}
        onChange={setDay}
        style={{ alignSelf: 'flex-start' }}
      />
      <TimelineGrid halls={halls} blocks={blocks} range={range} />
    </Stack>
  );
}
