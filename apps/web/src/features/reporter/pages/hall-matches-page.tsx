import { Alert, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClipboardList, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import type { LiveMatch } from '@tms/domain/contract/competition';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { hasScore, type MatchPhase, matchPhase } from '@/lib/match-state';
import { placeDisplayName } from '@/lib/place-name';
import { BackLink } from '../components/back-link';
import { SyncStatus } from '../components/sync-status';
import type { createHallMatchesLoader } from '../loaders';
import { teamName } from '../lib/labels';
import { matchIdentifier } from '../lib/match-identifier';

const PHASE_COLORS: Record<MatchPhase, string> = {
  upcoming: 'gray',
  live: 'red',
  awaiting: 'yellow',
  finished: 'green',
};

/** /reporter/hall-matches/:hallId: the hall's matches by day, with their state and quick access. */
export function HallMatchesPage() {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { hallId } = useLoaderData<Awaited<ReturnType<ReturnType<typeof createHallMatchesLoader>>>>();
  const { data: bundle } = useSuspenseQuery(staticQueryOptions());
  const { data: live } = useSuspenseQuery(liveQueryOptions());
  const lookup = competitionLookup(bundle);
  const hall = lookup.places.get(hallId);
  const hallName = hall ? placeDisplayName(hall, locale) : String(hallId);

  const { days, nextId } = useMemo(() => {
    const matches = live.matches
      .filter((match) => match.placeId === hallId)
      .sort((a, b) => a.day.localeCompare(b.day) || a.time.localeCompare(b.time) || a.matchNumber - b.matchNumber);
    const phaseOf = (match: LiveMatch) => matchPhase(lookup.stages.get(match.competitionMatchStageId)?.code);
    // The hall's next match: the first one not started after the last one that has.
    let lastStarted = -1;
    matches.forEach((match, index) => {
      if (phaseOf(match) !== 'upcoming') lastStarted = index;
    });
    const next = matches.slice(lastStarted + 1).find((match) => phaseOf(match) === 'upcoming');
    const grouped = new Map<string, { match: LiveMatch; phase: MatchPhase }[]>();
    for (const match of matches) {
      const list = grouped.get(match.day) ?? [];
      list.push({ match, phase: phaseOf(match) });
      grouped.set(match.day, list);
    }
    return { days: [...grouped.entries()], nextId: next?.id ?? null };
  }, [live.matches, hallId, lookup]);

  // At the timekeeper's table the interesting match is the one in play or the next one.
  const focusId =
    days.flatMap(([, matches]) => matches).find(({ phase }) => phase === 'live')?.match.id ?? nextId ?? null;
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || focusId === null) return;
    scrolled.current = true;
    document.getElementById(`hall-match-${focusId}`)?.scrollIntoView({ block: 'center' });
  }, [focusId]);

  return (
    <Stack gap="lg">
      <BackLink to="/reporter">{t('hallMatches.back')}</BackLink>
      <PageTitle>{t('hallMatches.title', { hall: hallName })}</PageTitle>
      <SyncStatus />
      {days.length === 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('hallMatches.empty')}
        </Alert>
      )}
      {days.map(([day, matches]) => {
        const dayLabel = formatMatchDay(day, locale, 'long');
        return (
          <section key={day} aria-labelledby={`day-${day}`}>
            <Title order={2} size="h3" id={`day-${day}`} mb="sm">
              {dayLabel}
            </Title>
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('hallMatches.tableLabel', { day: dayLabel })}>
              {matches.map(({ match, phase }) => {
                const identifier = matchIdentifier(match, lookup.categories);
                const home = teamName(match.homeTeamId === null ? undefined : lookup.teams.get(match.homeTeamId));
                const away = teamName(match.awayTeamId === null ? undefined : lookup.teams.get(match.awayTeamId));
                const stageCode = lookup.stages.get(match.competitionMatchStageId)?.code;
                const isNext = match.id === nextId;
                return (
                  <Card
                    component="li"
                    key={match.id}
                    withBorder
                    padding="sm"
                    style={{ listStyle: 'none' }}
                    bg={phase === 'live' ? 'red.0' : isNext ? 'brand.0' : undefined}
                    id={`hall-match-${match.id}`}
                    data-testid={`hall-match-${identifier}`}
                  >
                    <Group justify="space-between" gap="sm" wrap="wrap">
                      <Group gap="md" wrap="nowrap" miw={0}>
                        <Stack gap={0} miw={64}>
                          <Text fw={700} size="lg">
                            {match.time}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {identifier}
                          </Text>
                        </Stack>
                        <Stack gap={2} miw={0}>
                          <Text fw={600}>{home ?? t('team.unknown')}</Text>
                          <Text fw={600}>{away ?? t('team.unknown')}</Text>
                        </Stack>
                      </Group>
                      <Group gap="sm" wrap="wrap">
                        {isNext && (
                          <Badge color="brand" variant="filled">
                            {t('hallMatches.next')}
                          </Badge>
                        )}
                        {match.walkOver && (
                          <Badge color="red" variant="outline">
                            {t('match.walkover')}
                          </Badge>
                        )}
                        <Badge color={PHASE_COLORS[phase]} variant="light" c="dark.8">
                          {t(`phase.${phase}`)}
                        </Badge>
                        {hasScore(stageCode) && match.homeScore !== null && match.awayScore !== null && (
                          <Text fw={700} size="lg">
                            <VisuallyHidden>{t('match.score')} </VisuallyHidden>
                            {match.homeScore}:{match.awayScore}
                          </Text>
                        )}
                        <Button
                          component={Link}
                          to={`/reporter/match/${identifier}`}
                          leftSection={<IconClipboardList size={18} aria-hidden />}
                          size="lg"
                          aria-label={t('hallMatches.reportMatch', { match: identifier })}
                        >
                          {t('hallMatches.report')}
                        </Button>
                        <Button
                          component={Link}
                          to={`/reporter/match-roster/${identifier}`}
                          variant="default"
                          leftSection={<IconUsers size={18} aria-hidden />}
                          size="lg"
                          aria-label={t('hallMatches.rosterMatch', { match: identifier })}
                        >
                          {t('hallMatches.roster')}
                        </Button>
                      </Group>
                    </Group>
                  </Card>
                );
              })}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
