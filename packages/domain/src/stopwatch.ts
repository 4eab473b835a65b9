/**
 * The reporter's stopwatch as plain data: it survives reloads (stored per match) because the time is
 * derived from the wall clock, not counted by a timer.
 */
export type StopwatchState = {
  running: boolean;
  /** Wall-clock ms when it was last started; null while paused. */
  startedAt: number | null;
  /** Time accumulated before the last start, ms. */
  elapsedBeforeStart: number;
};

export const STOPPED: StopwatchState = { running: false, startedAt: null, elapsedBeforeStart: 0 };

export function elapsedMs(state: StopwatchState, now: number): number {
  if (!state.running || state.startedAt === null) return state.elapsedBeforeStart;
  return state.elapsedBeforeStart + Math.max(0, now - state.startedAt);
}

export function start(state: StopwatchState, now: number): StopwatchState {
  if (state.running) return state;
  return { running: true, startedAt: now, elapsedBeforeStart: state.elapsedBeforeStart };
}

export function pause(state: StopwatchState, now: number): StopwatchState {
  if (!state.running) return state;
  return { running: false, startedAt: null, elapsedBeforeStart: elapsedMs(state, now) };
}

/** Sets the shown time (a correction by the reporter), keeping it running or paused. */
export function adjust(state: StopwatchState, toMs: number, now: number): StopwatchState {
  const elapsed = Math.max(0, Math.round(toMs));
  return state.running
    ? { running: true, startedAt: now, elapsedBeforeStart: elapsed }
    : { running: false, startedAt: null, elapsedBeforeStart: elapsed };
}

/** Whole minutes and seconds of an elapsed time (what a new event is prefilled with). */
export function splitTime(ms: number): { minute: number; second: number } {
  const total = Math.floor(Math.max(0, ms) / 1000);
  return { minute: Math.floor(total / 60), second: total % 60 };
}

/** `m:ss` with at least two minute digits, e.g. 05:07, 31:00. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Reads a stored state; anything malformed counts as a fresh stopwatch. */
export function parseStopwatch(raw: string | null): StopwatchState {
  if (!raw) return STOPPED;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'running' in value &&
      typeof value.running === 'boolean' &&
      'elapsedBeforeStart' in value &&
      typeof value.elapsedBeforeStart === 'number' &&
      Number.isFinite(value.elapsedBeforeStart) &&
      'startedAt' in value &&
      (value.startedAt === null || (typeof value.startedAt === 'number' && Number.isFinite(value.startedAt)))
    ) {
      if (value.running && value.startedAt === null) return STOPPED;
      return {
        running: value.running,
        startedAt: value.running ? (value.startedAt as number) : null,
        elapsedBeforeStart: Math.max(0, value.elapsedBeforeStart),
      };
    }
  } catch {
    // Fall through.
  }
  return STOPPED;
}
