import type { MatchDetail } from '@tms/domain/contract/competition';
import { type ScreenClock, screenClock, serverOffset } from '@tms/domain/screen-clock';
import { formatClock } from '@tms/domain/stopwatch';
import { useTranslation } from 'react-i18next';
import { useNow } from '../lib/use-now';
import styles from './screen.module.css';

/** The shown second changes at most once a second; a quarter second keeps it from lagging. */
const TICK_MS = 250;

/** The match clock of a detail fetched at `receivedAt`, in the server's time, re-read every tick. */
export function useMatchClock(detail: MatchDetail | undefined, receivedAt: number): ScreenClock | null {
  const now = useNow(TICK_MS);
  if (!detail) return null;
  return screenClock({
    stageCode: detail.meta.stageCode,
    matchLength: detail.match.matchLength,
    events: detail.events,
    serverNow: now + serverOffset(detail.meta.serverTime, receivedAt),
  });
}

export function ClockView({ clock }: { clock: ScreenClock }) {
  const { t } = useTranslation('screen');
  return (
    <div className={styles.clockRow}>
      <span className={styles.clock} data-testid="screen-clock" data-phase={clock.phase}>
        {formatClock(clock.seconds)}
      </span>
      {clock.phase !== 'running' && <span className={styles.phase}>{t(`phase.${clock.phase}`)}</span>}
    </div>
  );
}
