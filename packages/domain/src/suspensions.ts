/**
 * Running time penalties (2-minute suspensions) measured against the reporter's stopwatch: a penalty
 * given at t runs while the stopwatch is in [t, t + duration).
 */
export type PenaltyEvent = {
  key: number;
  /** Game time of the penalty, seconds. */
  atSecond: number;
  /** Seconds; 0 for events that do not suspend anyone. */
  duration: number;
};

export type RunningPenalty<E extends PenaltyEvent> = { event: E; remainingSeconds: number };

/** Penalties still running at `elapsedSeconds`, the one ending first first. */
export function runningPenalties<E extends PenaltyEvent>(
  events: readonly E[],
  elapsedSeconds: number,
): RunningPenalty<E>[] {
  return events
    .filter(
      (event) =>
        event.duration > 0 && elapsedSeconds >= event.atSecond && elapsedSeconds < event.atSecond + event.duration,
    )
    .map((event) => ({ event, remainingSeconds: event.atSecond + event.duration - elapsedSeconds }))
    .sort((a, b) => a.remainingSeconds - b.remainingSeconds || a.event.key - b.event.key);
}
