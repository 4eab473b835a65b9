import { Alert, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconExternalLink, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { printLanguage, printPaths } from '@/api/print-paths';
import { PrintLink } from '@/components/print-link';
import { useApiErrorText } from '@/lib/api-error-text';
import { configurationValue } from '@/lib/configuration';
import { hasLink } from '@/lib/links';
import { BackLink } from '../components/back-link';
import { EventForm, type EventFormHandle } from '../components/event-form';
import { MatchActions } from '../components/match-actions';
import { MatchHeader } from '../components/match-header';
import { MatchNotices } from '../components/match-notices';
import { RefereesCard } from '../components/referees-card';
import { StagePanel } from '../components/stage-panel';
import { StopwatchPanel } from '../components/stopwatch-panel';
import { SuspensionsPanel } from '../components/suspensions-panel';
import { SyncStatus } from '../components/sync-status';
import { Timeline } from '../components/timeline';
import { useEventStage } from '../hooks/use-event-stage';
import { useQueueStatus } from '../hooks/use-offline-queue';
import { useReporterMatch } from '../hooks/use-reporter-match';
import { useReporterShortcuts } from '../hooks/use-shortcuts';
import { useSuspensionRows } from '../hooks/use-suspension-rows';
import { useTimelineEditing } from '../hooks/use-timeline-editing';
import { defaultEventType } from '../lib/event-form';
import type { MatchLoaderData } from '../loaders';

/** /reporter/match/:matchId: live reporting of one match, working on and off line. */
export function ReporterMatchPage() {
  const { t, i18n } = useTranslation('reporter');
  const errorText = useApiErrorText();
  const { matchId, identifier } = useLoaderData<MatchLoaderData>();
  const { online } = useNetwork();
  const status = useQueueStatus();
  const data = useReporterMatch(matchId);
  const { bundle, detail, match, stageCode, locked, stopwatch, roster, homeName, awayName } = data;
  const stage = useEventStage(matchId, data);
  const timeline = useTimelineEditing(matchId, data);
  const suspensions = useSuspensionRows(data);
  const formRef = useRef<EventFormHandle>(null);

  useReporterShortcuts(
    {
      team: (side) => formRef.current?.selectTeam(side),
      digit: (digit) => formRef.current?.selectJersey(digit),
      toggleClock: stopwatch.toggle,
      submit: () => formRef.current?.submit(),
      escape: () => timeline.setEditing(null),
    },
    !locked,
  );

  // A match that is over stops its clock, and with it the suspension countdowns.
  const { running } = stopwatch.state;
  const pauseClock = stopwatch.pause;
  useEffect(() => {
    if (locked && running) pauseClock();
  }, [locked, running, pauseClock]);

  if (!detail || !match) {
    return (
      <Alert color="red" variant="light">
        {errorText(data.detailError)}
      </Alert>
    );
  }

  const defaultType = defaultEventType(
    bundle.eventTypes,
    configurationValue(bundle.configurations, 'competition_match.default_selected_event_type_position'),
    stage.eventStage?.code ?? null,
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
          <PrintLink
            href={printPaths.matchSheet(match.id, printLanguage(i18n.resolvedLanguage))}
            variant="default"
            size="sm"
            mih={44}
            data-testid="match-sheet-link"
          >
            {t('match.sheetLink')}
          </PrintLink>
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

      <MatchHeader
        match={match}
        identifier={identifier}
        stageCode={stageCode}
        lookup={data.lookup}
        homeName={homeName}
        awayName={awayName}
        shownScore={data.shownScore}
        score={data.score}
      />
      <MatchNotices
        stageCode={stageCode}
        teamsKnown={teamsKnown}
        rosterEmpty={roster.length === 0}
        rosterHref={rosterHref}
      />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <StopwatchPanel stopwatch={stopwatch} matchLength={match.matchLength} disabled={locked} />
            <StagePanel
              stages={bundle.matchStages}
              value={stage.selectedStage?.code ?? null}
              currentStage={data.currentStage}
              pendingStage={stage.pendingStage ?? undefined}
              disabled={locked}
              busy={stage.busy}
              onChange={stage.selectStage}
            />
            {stage.eventStage && (
              <EventForm
                ref={formRef}
                eventTypes={bundle.eventTypes}
                defaultTypeId={defaultType?.id ?? null}
                roster={roster}
                homeTeamId={match.homeTeamId}
                awayTeamId={match.awayTeamId}
                homeName={homeName}
                awayName={awayName}
                stageCode={stage.eventStage.code}
                stageId={stage.eventStage.id}
                matchLength={match.matchLength}
                stopwatch={stopwatch}
                editing={timeline.editing}
                disabled={locked || !teamsKnown}
                rosterHref={rosterHref}
                nextTimestamp={() => data.queue.nextTimestamp()}
                onSave={timeline.saveEvent}
                onCancelEdit={() => timeline.setEditing(null)}
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
                <SyncStatus describeRecord={timeline.describeRecord} />
              </Stack>
            </Card>
            <SuspensionsPanel rows={suspensions} />
            <Timeline
              entries={data.entries}
              eventTypes={data.lookup.eventTypes}
              stages={data.lookup.stages}
              roster={data.rosterById}
              teamNames={data.teamNames}
              editingKey={timeline.editing?.createdTimestamp ?? null}
              disabled={locked}
              onEdit={(entry) => {
                timeline.setEditing(entry);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDelete={(entry) => void timeline.deleteEvent(entry)}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <MatchActions
        matchId={matchId}
        stageCode={stageCode}
        stages={bundle.matchStages}
        score={data.shownScore}
        homeName={homeName}
        awayName={awayName}
        pendingEvents={data.pendingForMatch}
        online={online && !status.offline}
        canReopen={hasLink(detail, 'reopenMatch')}
        teamsKnown={teamsKnown}
      />
      <RefereesCard
        matchId={matchId}
        day={match.day}
        hallId={match.placeId}
        referees={detail.referees}
        online={online}
        locked={locked}
      />
    </Stack>
  );
}
