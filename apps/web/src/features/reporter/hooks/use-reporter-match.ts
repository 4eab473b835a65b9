import { isLockedStage } from '@tms/domain/match-stages';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchDetailQueryOptions } from '@/api/get-match-detail';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { teamName } from '../lib/labels';
import { REPORTER_MATCH_DETAIL } from '../lib/match-detail';
import { scoreFromEntries, timelineEntries } from '../lib/timeline';
import { useClockSync, useResendPendingClock } from './use-clock-sync';
import { useMatchQueue } from './use-offline-queue';
import { useStopwatch } from './use-stopwatch';

/**
 * Everything the reporter's match screen shows about the match: the server's detail merged with the
 * events still on this device, the score they make, the teams and the stopwatch.
 */
export function useReporterMatch(matchId: number) {
  const { t } = useTranslation('reporter');
  const { data: bundle } = useSuspenseQuery(staticQueryOptions());
  const detailQuery = useQuery(matchDetailQueryOptions(matchId, REPORTER_MATCH_DETAIL));
  const detail = detailQuery.data;
  const lookup = competitionLookup(bundle);
  const { queue, records } = useMatchQueue(matchId);
  const latestEventMs =
    detail?.events.reduce((latest, event) => Math.max(latest, (event.minute * 60 + event.second) * 1000), 0) ?? 0;
  const sendClock = useClockSync(matchId);
  const stopwatch = useStopwatch(matchId, latestEventMs, sendClock);
  useResendPendingClock(matchId, stopwatch.state, sendClock);

  const match = detail?.match;
  const stageCode = detail?.meta.stageCode ?? 'not_started';
  const currentStage = bundle.matchStages.find((stage) => stage.code === stageCode);
  const locked = isLockedStage(stageCode);
  const homeName =
    teamName(match?.homeTeamId == null ? undefined : lookup.teams.get(match.homeTeamId)) ?? t('team.unknown');
  const awayName =
    teamName(match?.awayTeamId == null ? undefined : lookup.teams.get(match.awayTeamId)) ?? t('team.unknown');
  const roster = useMemo(() => detail?.roster ?? [], [detail?.roster]);

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

  return {
    bundle,
    lookup,
    detail,
    detailError: detailQuery.error,
    match,
    stageCode,
    currentStage,
    locked,
    homeName,
    awayName,
    roster,
    rosterById,
    teamNames,
    entries,
    score,
    shownScore,
    queue,
    records,
    stopwatch,
    pendingForMatch: records?.filter((record) => record.synced === 0).length ?? 0,
  };
}

export type ReporterMatch = ReturnType<typeof useReporterMatch>;
