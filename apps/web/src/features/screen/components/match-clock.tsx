import type { MatchDetail } from '@tms/domain/contract/competition';
import { type ScreenClock, screenClock, serverOffset } from '@tms/domain/screen-clock';
import { formatClock } from '@tms/domain/stopwatch';
import { useTranslation } from 'react-i18next';
import { useNow } from '../lib/use-now';
import styles from './screen.module.css';

/** The shown second changes at most once a second; a quarter second keeps it from lagging. */
const TICK_MS = 250;

/**
 * The match clock of a detail fetched at `receivedAt`: the reporter's stopwatch as stored, run on in
 * the server's time (this device's clock corrected by the detail's server time), re-read every tick.
 */
export function useMatchClock(detail: MatchDetail | undefined, receivedAt: number): ScreenClock | null {
  const now = useNow(TICK_MS);
  if (!detail) return null;
  const stored = detail.clock;
  const at = stored ? Date.parse(stored.at) : Number.NaN;
  return screenClock({
    stageCode: detail.meta.stageCode,
    matchLength: detail.match.matchLength,
    events: detail.events,
    stopwatch: stored && Number.isFinite(at) ? { running: stored.running, elapsedMs: stored.elapsedMs, at } : null,
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
