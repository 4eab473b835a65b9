import { useCallback, useEffect, useRef, useState } from 'react';
import { adjust, elapsedMs, parseStopwatch, pause, STOPPED, type StopwatchState, start } from '@tms/domain/stopwatch';

/** How often the display is refreshed while running (the shown second changes at most once a second). */
const TICK_MS = 250;

const storageKey = (matchId: number) => `tms.reporter.stopwatch.${matchId}`;

function read(matchId: number, fallbackMs: number): StopwatchState {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(storageKey(matchId));
  } catch {
    // No storage: start from the fallback.
  }
  return raw === null ? adjust(STOPPED, fallbackMs, Date.now()) : parseStopwatch(raw);
}

function write(matchId: number, state: StopwatchState): void {
  try {
    sessionStorage.setItem(storageKey(matchId), JSON.stringify(state));
  } catch {
    // Without storage the stopwatch still works; it only does not survive a reload.
  }
}

export type Stopwatch = {
  state: StopwatchState;
  /** Whole seconds shown. */
  seconds: number;
  /** Current elapsed ms, read at call time (for prefilling an event exactly). */
  now: () => number;
  start: () => void;
  pause: () => void;
  toggle: () => void;
  set: (ms: number) => void;
};

/**
 * The match's stopwatch, kept per match in this tab's session storage so it survives reloads. A
 * stopwatch this tab has not used yet starts paused at `fallbackMs` (e.g. the latest event's time,
 * when the reporter takes over a match in progress). `onChange` hears every start, pause and correction.
 */
export function useStopwatch(matchId: number, fallbackMs = 0, onChange?: (state: StopwatchState) => void): Stopwatch {
  const [state, setState] = useState(() => read(matchId, fallbackMs));
  const current = useRef(state);
  current.current = state;
  const changed = useRef(onChange);
  changed.current = onChange;
  const [seconds, setSeconds] = useState(() => Math.floor(elapsedMs(state, Date.now()) / 1000));

  const fallback = useRef(fallbackMs);
  fallback.current = fallbackMs;
  useEffect(() => {
    setState(read(matchId, fallback.current));
  }, [matchId]);

  useEffect(() => {
    const update = () => setSeconds(Math.floor(elapsedMs(state, Date.now()) / 1000));
    update();
    if (!state.running) return;
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [state]);

  // Every start, pause and correction (not a reload) goes to `onChange`: the server keeps it for the screens.
  const change = useCallback(
    (next: (current: StopwatchState, now: number) => StopwatchState) => {
      const updated = next(current.current, Date.now());
      if (updated === current.current) return;
      current.current = updated;
      write(matchId, updated);
      setState(updated);
      changed.current?.(updated);
    },
    [matchId],
  );

  return {
    state,
    seconds,
    now: () => elapsedMs(state, Date.now()),
    start: () => change(start),
    pause: () => change(pause),
    toggle: () => change((current, now) => (current.running ? pause(current, now) : start(current, now))),
    set: (ms: number) => change((current, now) => adjust(current, ms, now)),
  };
}
