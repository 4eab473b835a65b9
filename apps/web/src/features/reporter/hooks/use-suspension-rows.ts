import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuspensionRow } from '../components/suspensions-panel';
import { playerLabel } from '../lib/labels';
import { runningPenalties } from '@tms/domain/suspensions';
import type { ReporterMatch } from './use-reporter-match';

/** The suspensions running on the stopwatch now, named for the panel. */
export function useSuspensionRows({
  entries,
  lookup,
  stopwatch,
  rosterById,
  teamNames,
}: ReporterMatch): SuspensionRow[] {
  const { t } = useTranslation('reporter');
  return useMemo(() => {
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
}
