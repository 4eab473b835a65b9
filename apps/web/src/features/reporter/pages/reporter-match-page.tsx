import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconExternalLink, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import type { MatchStage } from '@tms/domain/contract/competition';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { configurationValue } from '@/lib/configuration';
import { formatMatchDay } from '@/lib/match-day';
import { matchPhase } from '@/lib/match-state';
import type { QueuedEventData } from '../offline-queue/records';
import { placeDisplayName } from '@/lib/place-name';
import { useChangeMatchStageMutation } from '../api/change-match-stage';
import { matchDetailQueryOptions } from '@/api/get-match-detail';
import { REPORTER_MATCH_DETAIL } from '../lib/match-detail';
import { EventForm, type EventFormHandle } from '../components/event-form';
import { MatchActions } from '../components/match-actions';
import { RefereesCard } from '../components/referees-card';
import { SELECTABLE_STAGES, StagePanel } from '../components/stage-panel';
import { StopwatchPanel } from '../components/stopwatch-panel';
import { type SuspensionRow, SuspensionsPanel } from '../components/suspensions-panel';
import { BackLink } from '../components/back-link';
import { SyncStatus } from '../components/sync-status';
import { Timeline } from '../components/timeline';
import { useMatchQueue, useQueueStatus } from '../hooks/use-offline-queue';
import { useReporterShortcuts } from '../hooks/use-shortcuts';
import { useStopwatch } from '../hooks/use-stopwatch';
import type { MatchLoaderData } from '../loaders';
import { errorMessage } from '../lib/error-message';
import { defaultEventType } from '../lib/event-form';
import { localizedName, playerLabel, teamName } from '../lib/labels';
import { formatClock } from '../lib/stopwatch';
import { runningPenalties } from '../lib/suspensions';
import { scoreFromEntries, type TimelineEntry, timelineEntries } from '../lib/timeline';

const PHASE_COLORS = { upcoming: 'gray', live: 'red', awaiting: 'yellow', finished: 'green' } as const;

/** /reporter/match/:matchId: live reporting of one match, working on and off line. */
export function ReporterMatchPage() {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { matchId, identifier, roles } = useLoaderData<MatchLoaderData>();
  const { online } = useNetwork();
  const { data: bundle } = useSuspenseQuery(staticQueryOptions());
  const detailQuery = useQuery(matchDetailQueryOptions(matchId, REPORTER_MATCH_DETAIL));
  const detail = detailQuery.data;
  const lookup = competitionLookup(bundle);
  const { queue, records } = useMatchQueue(matchId);
  const status = useQueueStatus();
  const latestEventMs =
    detail?.events.reduce((latest, event) => Math.max(latest, (event.minute * 60 + event.second) * 1000), 0) ?? 0;
  const stopwatch = useStopwatch(matchId, latestEventMs);
  const changeStage = useChangeMatchStageMutation(matchId);
  const formRef = useRef<EventFormHandle>(null);
  const [editing, setEditing] = useState<TimelineEntry | null>(null);
  const [pendingStage, setPendingStage] = useState<MatchStage | null>(null);

  const match = detail?.match;
  const stageCode = detail?.meta.stageCode ?? 'not_started';
  const currentStage = bundle.matchStages.find((stage) => stage.code === stageCode);
  const locked = stageCode === 'waiting_for_approval' || stageCode === 'finished';
  const homeTeam = match?.homeTeamId == null ? undefined : lookup.teams.get(match.homeTeamId);
  const awayTeam = match?.awayTeamId == null ? undefined : lookup.teams.get(match.awayTeamId);
  const homeName = teamName(homeTeam) ?? t('team.unknown');
  const awayName = teamName(awayTeam) ?? t('team.unknown');
  const roster = detail?.roster ?? [];

  // New events get the selected play stage: the one waiting for the network, else the match's own.
  const eventStage: MatchStage | undefined =
    pendingStage ??
    (currentStage && SELECTABLE_STAGES.includes(currentStage.code)
      ? currentStage
      : bundle.matchStages.find((stage) => stage.code === '1st_half'));

  const entries = useMemo(() => {
    if (!detail || !records) return [];
    const weight = (stageId: number | null) => (stageId === null ? 0 : (lookup.stages.get(stageId)?.weight ?? 0));
    return timelineEntries(detail.events, detailQuery.dataUpdatedAt || null, records, weight);
  }, [detail, records, detailQuery.dataUpdatedAt, lookup]);

  const score = useMemo(
    () => scoreFromEntries(entries, roster, lookup.eventTypes, match?.homeTeamId ?? null, match?.awayTeamId ?? null),
    [entries, roster, lookup.eventTypes, match?.homeTeamId, match?.awayTeamId],
  );
  // After a walkover or a simple score entry the official score is the match's, not the events'.
  const shownScore =
    match &&
    (match.walkOver || (locked && match.homeScore !== null && match.awayScore !== null && entries.length === 0))
      ? { home: match.homeScore ?? 0, away: match.awayScore ?? 0 }
      : { home: score.home, away: score.away };

  const rosterById = useMemo(() => new Map(roster.map((person) => [person.id, person])), [roster]);
  const teamNames = useMemo(() => {
    const names = new Map<number, string>();
    if (match?.homeTeamId != null) names.set(match.homeTeamId, homeName);
    if (match?.awayTeamId != null) names.set(match.awayTeamId, awayName);
    return names;
  }, [match?.homeTeamId, match?.awayTeamId, homeName, awayName]);

  const suspensions: SuspensionRow[] = useMemo(() => {
    const penalties = entries.map((entry) => ({
      key: entry.createdTimestamp,
      atSecond: entry.minute * 60 + entry.second,
      duration: lookup.eventTypes.get(entry.eventTypeId)?.penaltyDuration ?? 0,
      entry,
    }));
    return runningPenalties(penalties, stopwatch.seconds).map(({ event, remainingSeconds }) => {
      const person = event.entry.participantId === null ? undefined : rosterById.get(event.entry.participantId);
      return {
        key: event.key,
        player: person ? playerLabel(person) : t('timeline.unknownPlayer'),
        team: person ? (teamNames.get(person.teamId) ?? '') : '',
        remainingSeconds,
      };
    });
  }, [entries, lookup.eventTypes, stopwatch.seconds, rosterById, teamNames, t]);

  const pendingForMatch = records?.filter((record) => record.synced === 0).length ?? 0;

  const defaultType = defaultEventType(
    bundle.eventTypes,
    configurationValue(bundle.configurations, 'competition_match.default_selected_event_type_position'),
    eventStage?.code ?? null,
  );

  const selectStage = useCallback(
    (stage: MatchStage) => {
      if (stage.code === currentStage?.code) {
        setPendingStage(null);
        return;
      }
      if (!online) {
        setPendingStage(stage);
        toast.info(t('stage.offline'));
        return;
      }
      changeStage.mutate(stage.id, {
        onSuccess: () => {
          setPendingStage(null);
          toast.success(t('stage.changed', { stage: localizedName(stage, locale) }));
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      });
    },
    [currentStage?.code, online, changeStage, t, locale],
  );

  // The first service worker takes over after this page loaded its data; reading it once more through
  // the worker puts it in its cache, so the page also opens after a reload without network.
  const { refetch } = detailQuery;
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container || container.controller) return;
    const onControl = () => void refetch();
    container.addEventListener('controllerchange', onControl, { once: true });
    return () => container.removeEventListener('controllerchange', onControl);
  }, [refetch]);

  // A stage chosen offline goes to the server when the connection returns.
  const { mutate: mutateStage, isPending: stagePending } = changeStage;
  useEffect(() => {
    if (!online || !pendingStage || stagePending || locked) return;
    if (pendingStage.code === currentStage?.code) {
      setPendingStage(null);
      return;
    }
    mutateStage(pendingStage.id, {
      onSuccess: () => setPendingStage(null),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  }, [online, pendingStage, currentStage?.code, mutateStage, stagePending, locked, t]);

  const saveEvent = useCallback(
    async (data: QueuedEventData) => {
      await queue.save(matchId, data);
      setEditing(null);
    },
    [queue, matchId],
  );

  const deleteEvent = useCallback(
    async (entry: TimelineEntry) => {
      if (!entry.data) return;
      const type = lookup.eventTypes.get(entry.eventTypeId);
      const person = entry.participantId === null ? undefined : rosterById.get(entry.participantId);
      const choice = await openConfirmDialog({
        title: t('timeline.deleteTitle'),
        children: t('timeline.deleteConfirm', {
          type: type ? localizedName(type, locale) : t('timeline.unknownType'),
          time: formatClock(entry.minute * 60 + entry.second),
          player: person ? playerLabel(person) : t('timeline.unknownPlayer'),
        }),
        confirmLabel: t('timeline.delete'),
        confirmColor: 'red',
      });
      if (choice !== 'confirm') return;
      try {
        await queue.remove(matchId, entry.data);
      } catch (error) {
        console.warn('Deleting the event on this device failed', error);
        toast.error(t('errors.unknown'));
        return;
      }
      if (editing?.createdTimestamp === entry.createdTimestamp) setEditing(null);
      toast.success(t('timeline.deleted'));
    },
    [lookup.eventTypes, rosterById, t, locale, queue, matchId, editing],
  );

  useReporterShortcuts(
    {
      team: (side) => formRef.current?.selectTeam(side),
      digit: (digit) => formRef.current?.selectJersey(digit),
      toggleClock: stopwatch.toggle,
      submit: () => formRef.current?.submit(),
      escape: () => setEditing(null),
    },
    !locked,
  );

  const describeRecord = useCallback(
    (recordId: string) => {
      const record = records?.find((item) => item.id === recordId);
      return record ? formatClock(record.data.minute * 60 + record.data.second) : null;
    },
    [records],
  );

  if (!detail || !match) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(t, detailQuery.error)}
      </Alert>
    );
  }

  const hall = lookup.places.get(match.placeId);
  const category = lookup.categories.get(match.teamCategoryId);
  // The reporter needs the real stage: a walkover still waits for approval (the badge says walkover).
  const phase = matchPhase(stageCode);
  const canReopenFinished = roles.some((role) =>
    ['ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'].includes(role),
  );
  const teamsKnown = match.homeTeamId !== null && match.awayTeamId !== null;
  const rosterHref = `/reporter/match-roster/${identifier}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <BackLink to={`/reporter/hall-matches/${match.placeId}`}>{t('match.back')}</BackLink>
        <Group gap="xs">
          <Button
            component={Link}
            to={rosterHref}
            variant="default"
            size="sm"
            mih={44}
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            {t('match.rosterLink')}
          </Button>
          <Button
            component={Link}
            to={`/results/match/${match.id}`}
            variant="subtle"
            size="sm"
            mih={44}
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('match.publicLink')}
          </Button>
        </Group>
      </Group>

      <Card withBorder padding="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <PageTitle order={1} size="h2" documentTitle={t('match.documentTitle', { match: identifier })}>
              {t('match.title', { match: identifier })}
            </PageTitle>
            <Group gap="xs">
              {match.walkOver && (
                <Badge color="red" variant="filled" size="lg">
                  {t('match.walkover')}
                </Badge>
              )}
              <Badge color={PHASE_COLORS[phase]} variant="light" c="dark.8" size="lg" data-testid="match-phase">
                {t(`phase.${phase}`)}
              </Badge>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t('match.info', {
              category: category?.code ?? '',
              day: formatMatchDay(match.day, locale),
              time: match.time,
              hall: hall ? placeDisplayName(hall, locale) : '',
            })}
          </Text>
          <Group justify="center" gap="lg" wrap="nowrap" mt="xs">
            <Text fw={700} size="xl" ta="right" style={{ flex: 1 }}>
              {homeName}
            </Text>
            <Text fw={800} fz={40} lh={1} ff="monospace" data-testid="match-score">
              <VisuallyHidden>{t('match.score')} </VisuallyHidden>
              {shownScore.home}:{shownScore.away}
            </Text>
            <Text fw={700} size="xl" style={{ flex: 1 }}>
              {awayName}
            </Text>
          </Group>
          {(score.shootoutHome > 0 || score.shootoutAway > 0) && (
            <Text ta="center" size="sm">
              {t('match.shootout', { home: score.shootoutHome, away: score.shootoutAway })}
            </Text>
          )}
        </Stack>
      </Card>

      {locked && (
        <Alert
          color={stageCode === 'finished' ? 'green' : 'yellow'}
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
        >
          {stageCode === 'finished' ? t('match.locked.finished') : t('match.locked.awaiting')}
        </Alert>
      )}
      {!teamsKnown && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('match.noTeams')}
        </Alert>
      )}
      {teamsKnown && roster.length === 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Group gap="sm">
            <Text size="sm">{t('match.noRoster')}</Text>
            <Button component={Link} to={rosterHref} size="sm" mih={44}>
              {t('match.fillRoster')}
            </Button>
          </Group>
        </Alert>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <StopwatchPanel stopwatch={stopwatch} matchLength={match.matchLength} />
            <StagePanel
              stages={bundle.matchStages}
              value={eventStage?.code ?? null}
              currentStage={currentStage}
              pendingStage={pendingStage ?? undefined}
              disabled={locked}
              busy={changeStage.isPending}
              onChange={selectStage}
            />
            {eventStage && (
              <EventForm
                ref={formRef}
                eventTypes={bundle.eventTypes}
                defaultTypeId={defaultType?.id ?? null}
                roster={roster}
                homeTeamId={match.homeTeamId}
                awayTeamId={match.awayTeamId}
                homeName={homeName}
                awayName={awayName}
                stageCode={eventStage.code}
                stageId={eventStage.id}
                matchLength={match.matchLength}
                stopwatch={stopwatch}
                editing={editing}
                disabled={locked || !teamsKnown}
                rosterHref={rosterHref}
                nextTimestamp={() => queue.nextTimestamp()}
                onSave={saveEvent}
                onCancelEdit={() => setEditing(null)}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card withBorder padding="md" component="section" aria-labelledby="sync-heading">
              <Stack gap="xs">
                <Title order={2} size="h4" id="sync-heading">
                  {t('sync.title')}
                </Title>
                <SyncStatus describeRecord={describeRecord} />
              </Stack>
            </Card>
            <SuspensionsPanel rows={suspensions} />
            <Timeline
              entries={entries}
              eventTypes={lookup.eventTypes}
              stages={lookup.stages}
              roster={rosterById}
              teamNames={teamNames}
              editingKey={editing?.createdTimestamp ?? null}
              disabled={locked}
              onEdit={(entry) => {
                setEditing(entry);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDelete={(entry) => void deleteEvent(entry)}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <MatchActions
        matchId={matchId}
        stageCode={stageCode}
        stages={bundle.matchStages}
        score={shownScore}
        homeName={homeName}
        awayName={awayName}
        pendingEvents={pendingForMatch}
        online={online && !status.offline}
        canReopenFinished={canReopenFinished}
        teamsKnown={teamsKnown}
      />
      <RefereesCard
        matchId={matchId}
        day={match.day}
        hallId={match.placeId}
        referees={detail.referees}
        online={online}
      />
    </Stack>
  );
}
