import type { StopwatchState } from '@tms/domain/stopwatch';
import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { setMatchClock } from '../api/set-match-clock';
import { ClockSync } from '../lib/clock-sync';

const pendingKey = (matchId: number) => `tms.reporter.clock-pending.${matchId}`;

function markPending(matchId: number, pending: boolean): void {
  try {
    if (pending) sessionStorage.setItem(pendingKey(matchId), '1');
    else sessionStorage.removeItem(pendingKey(matchId));
  } catch {
    // Without storage a change not sent before a reload is sent at the next start or pause.
  }
}

function wasPending(matchId: number): boolean {
  try {
    return sessionStorage.getItem(pendingKey(matchId)) !== null;
  } catch {
    return false;
  }
}

let shared: ClockSync | null = null;

/** One sender for the tab: the newest stopwatch state of each match wins. */
function clockSync(): ClockSync {
  shared ??= new ClockSync({
    put: setMatchClock,
    // Off line, a server restart or overload: try again. Refused or gone: the state is dropped.
    retryable: (error) => !isApiError(error) || error.status >= 500 || error.status === 429,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    markPending,
  });
  return shared;
}

/**
 * Sends the match's stopwatch to the server at every start, pause and correction, so the hall's
 * screens follow it. Off line the newest state waits and goes out when the browser is back on line
 * (or at the next try).
 */
export function useClockSync(matchId: number): (state: StopwatchState) => void {
  useEffect(() => {
    const onOnline = () => void clockSync().flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return useCallback((state: StopwatchState) => clockSync().send(matchId, state), [matchId]);
}

/** Sends the stopwatch as the page restored it when a change of it never reached the server before a reload. */
export function useResendPendingClock(
  matchId: number,
  restored: StopwatchState,
  send: (state: StopwatchState) => void,
) {
  const first = useRef(restored);
  first.current = restored;
  useEffect(() => {
    if (wasPending(matchId)) send(first.current);
  }, [matchId, send]);
}
