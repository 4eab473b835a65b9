import type { LiveMatch } from '@tms/domain/contract/competition';
import { formatClock } from '@tms/domain/stopwatch';
import { screenSuspensions } from '@tms/domain/screen-clock';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchDetailQueryOptions } from '@/api/get-match-detail';
import type { CompetitionLookup } from '@/lib/competition-lookup';
import { scoreline } from '@/lib/match-score';
import { ClockView, useMatchClock } from './match-clock';
import { ScreenTeam } from './screen-team';
import styles from './screen.module.css';

/** Teams, score, clock and running suspensions of the match in play. */
export function CurrentMatch({ match, lookup }: { match: LiveMatch; lookup: CompetitionLookup }) {
  const { t } = useTranslation('screen');
  // Every change of the match comes through the live stream, which refetches this; the poll is the fallback.
  const { data: detail, dataUpdatedAt } = useQuery(matchDetailQueryOptions(match.id, { refresh: 'always' }));
  const clock = useMatchClock(detail, dataUpdatedAt);
  const score = scoreline(match);
  const home = match.homeTeamId === null ? undefined : lookup.teams.get(match.homeTeamId);
  const away = match.awayTeamId === null ? undefined : lookup.teams.get(match.awayTeamId);

  const penalties =
    detail && clock
      ? screenSuspensions(
          detail.events.map((event) => ({
            key: event.id,
            atSecond: event.minute * 60 + event.second,
            duration: lookup.eventTypes.get(event.competitionEventTypeId)?.penaltyDuration ?? 0,
            teamId: detail.roster.find((person) => person.id === event.competitionMatchParticipantId)?.teamId,
          })),
          clock,
        )
      : [];
  const side = (teamId: number | null) =>
    penalties.filter((penalty) => teamId !== null && penalty.event.teamId === teamId);

  return (
    <section className={styles.main} aria-label={t('current')} data-testid="screen-current">
      <div className={styles.match}>
        <div className={styles.team} data-testid="screen-home">
          <ScreenTeam team={home} />
        </div>
        <div className={styles.score} data-testid="screen-score">
          {score.played.home ?? 0}:{score.played.away ?? 0}
        </div>
        <div className={styles.team} data-testid="screen-away">
          <ScreenTeam team={away} />
        </div>
      </div>
      {clock && <ClockView clock={clock} />}
      <div className={styles.suspensions} data-testid="screen-suspensions">
        {[match.homeTeamId, match.awayTeamId].map((teamId, index) => (
          <ul key={index === 0 ? 'home' : 'away'} aria-label={t(index === 0 ? 'suspensionsHome' : 'suspensionsAway')}>
            {side(teamId).map((penalty) => (
              <li key={penalty.event.key} data-testid="screen-suspension">
                {t('suspension', { time: formatClock(penalty.remainingSeconds) })}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
