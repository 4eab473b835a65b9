import type { MatchClockInput } from '@tms/domain/contract/reporting';
import { elapsedMs, type StopwatchState } from '@tms/domain/stopwatch';

/** What sending needs from the outside world; the page uses the API client, the window and storage. */
export type ClockSyncDeps = {
  put: (matchId: number, body: MatchClockInput) => Promise<unknown>;
  /** Whether a failure is worth another try (network, server trouble) or final (refused, gone). */
  retryable: (error: unknown) => boolean;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Remembers, across reloads, that a match's stopwatch has a change the server has not got yet. */
  markPending: (matchId: number, pending: boolean) => void;
};

export const FIRST_RETRY_MS = 2000;
export const MAX_RETRY_MS = 30_000;

/**
 * Sends the reporter's stopwatch to the server, the newest state winning: a start, pause or
 * correction replaces whatever has not been sent yet. The time is read when the call goes out, not
 * when the button was pressed, so a state sent late (after a network drop) still gives the screens
 * the right time; failures are tried again with a growing delay and at once when `flush` is called
 * (the browser is back on line). Nothing waits for the answer: the stopwatch runs locally.
 */
export class ClockSync {
  private readonly latest = new Map<number, StopwatchState>();
  private sending = false;
  private timer: unknown = null;
  private delay = FIRST_RETRY_MS;

  constructor(private readonly deps: ClockSyncDeps) {}

  /** Queues the match's stopwatch as it is now and sends it as soon as possible. */
  send(matchId: number, state: StopwatchState): void {
    this.latest.set(matchId, state);
    this.deps.markPending(matchId, true);
    this.delay = FIRST_RETRY_MS;
    void this.flush();
  }

  /** Whether a state is waiting to be sent. */
  pending(): boolean {
    return this.latest.size > 0;
  }

  /** Sends what waits, one call at a time; a failure schedules another try. */
  async flush(): Promise<void> {
    if (this.sending) return;
    if (this.timer !== null) {
      this.deps.clearTimer(this.timer);
      this.timer = null;
    }
    this.sending = true;
    try {
      while (this.latest.size > 0) {
        const [matchId, state] = this.latest.entries().next().value as [number, StopwatchState];
        const body = { running: state.running, elapsedMs: Math.round(elapsedMs(state, this.deps.now())) };
        try {
          await this.deps.put(matchId, body);
        } catch (error) {
          if (this.deps.retryable(error)) {
            this.retryLater();
            return;
          }
        }
        // A newer state queued while this one was on its way is sent next.
        if (this.latest.get(matchId) === state) {
          this.latest.delete(matchId);
          this.deps.markPending(matchId, false);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private retryLater(): void {
    const wait = this.delay;
    this.delay = Math.min(MAX_RETRY_MS, this.delay * 2);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, wait);
  }
}
