import { Badge, Box, Table, Text } from '@mantine/core';
import type { EventTypeCode, MatchDetail, MatchStage, MatchStageCode } from '@tms/domain/contract/competition';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamName } from '@/components/team-name';
import type { CompetitionLookup } from '@/lib/competition-lookup';
import { countryName } from '@/lib/names';
import { personName } from '@/lib/person-name';
import { buildTimeline, formatClock } from '../lib/timeline';

// Dark shades (or dark text on yellow via autoContrast) keep the badge text readable (WCAG AA).
const MARKER_COLOR: Record<EventTypeCode, string> = {
  // Mantine's darkest green (#2b8a3e) is 4.3:1 with white, just under AA; this one is 6.5:1.
  goal: '#1b6b2f',
  'shootout-goal': '#1b6b2f',
  'yellow-card': 'yellow.4',
  'red-card': 'red.9',
  'blue-card': 'blue.9',
  'two-minutes': 'dark.5',
};

type MatchTimelineProps = { detail: MatchDetail; lookup: CompetitionLookup; locale: string };

/** Events in playing order with the minute, the player (jersey number), the running score and stage markers. */
export function MatchTimeline({ detail, lookup, locale }: MatchTimelineProps) {
  const { t } = useTranslation('resultsDashboard');
  const stagesByCode = useMemo(() => {
    const map = new Map<MatchStageCode, MatchStage>();
    for (const stage of lookup.stages.values()) map.set(stage.code, stage);
    return map;
  }, [lookup]);
  const items = useMemo(
    () =>
      buildTimeline({
        events: detail.events,
        roster: detail.roster,
        eventTypes: lookup.eventTypes,
        homeTeamId: detail.match.homeTeamId,
        awayTeamId: detail.match.awayTeamId,
        stageWeight: (code) => stagesByCode.get(code)?.weight ?? 0,
      }),
    [detail, lookup, stagesByCode],
  );

  if (items.length === 0) return <Text c="dimmed">{t('match.timeline.empty')}</Text>;

  const stageName = (code: MatchStageCode) => {
    const stage = stagesByCode.get(code);
    return stage ? (locale === 'en' ? stage.nameEn : stage.nameCs) : code;
  };

  return (
    <Table.ScrollContainer minWidth={340} type="native">
      <Table verticalSpacing={6} horizontalSpacing="xs" data-testid="timeline">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: 56 }}>{t('match.timeline.time')}</Table.Th>
            <Table.Th>{t('match.timeline.event')}</Table.Th>
            <Table.Th style={{ width: 64, textAlign: 'end' }}>{t('match.timeline.runningScore')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            if (item.kind === 'stage') {
              return (
                <Table.Tr key={item.key} bg="gray.1" data-testid="timeline-stage">
                  <Table.Th colSpan={3} scope="colgroup">
                    {stageName(item.stageCode)}
                  </Table.Th>
                </Table.Tr>
              );
            }
            const { event, type, participant, side } = item;
            const teamId = participant?.teamId ?? null;
            const team = teamId === null ? undefined : lookup.teams.get(teamId);
            const country = team ? lookup.countriesByCode.get(team.clubCountryCode) : undefined;
            const inShootout = event.competitionMatchStageCode === 'shootout';
            const shown = inShootout && item.shootout ? item.shootout : item.score;
            return (
              <Table.Tr key={item.key} data-testid="timeline-event" data-side={side ?? undefined}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {inShootout
                    ? (stagesByCode.get('shootout')?.[locale === 'en' ? 'shortNameEn' : 'shortNameCs'] ?? '')
                    : formatClock(event.minute, event.second)}
                </Table.Td>
                <Table.Td>
                  <Box style={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
                    {type && (
                      <Badge size="sm" variant="filled" color={MARKER_COLOR[type.code]} autoContrast radius="sm">
                        {locale === 'en' ? type.nameEn : type.nameCs}
                        {event.sevenMeterThrow ? ` · ${t('match.timeline.sevenMeter')}` : ''}
                      </Badge>
                    )}
                    <Text component="span" size="sm" fw={600}>
                      {participant
                        ? `${participant.jerseyNumber !== null ? `#${participant.jerseyNumber} ` : ''}${personName(participant)}`
                        : t('match.timeline.unknownPlayer')}
                    </Text>
                  </Box>
                  {team && (
                    <Text size="xs" c="dimmed" component="div">
                      <TeamName
                        team={team}
                        link={false}
                        countryName={country ? countryName(country, locale) : undefined}
                      />
                    </Text>
                  )}
                </Table.Td>
                <Table.Td
                  style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  fw={item.scoring ? 700 : undefined}
                  c={item.scoring ? undefined : 'dimmed'}
                >
                  {shown.home}:{shown.away}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
