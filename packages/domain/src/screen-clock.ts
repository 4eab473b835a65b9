import type { MatchStageCode } from './constants';
import { type PenaltyEvent, type RunningPenalty, runningPenalties } from './suspensions';

/**
 * The match clock as a public screen shows it. The reporter's stopwatch is sent to the server at
 * every start, pause and correction (`StoredClock`: running or not, the time it showed, the server's
 * time when it arrived), so every screen runs it from the server's time: stored time plus the time
 * passed since, held at the end of the half (the reporter has not changed the stage yet: half time or
 * the final whistle). Counting from the page's start would drift and restart with every reload.
 *
 * A match whose reporter never sent the stopwatch (a typed-in report, an old reporter screen) falls
 * back to the events, each with its game time and the time the reporter entered it
 * (`createdTimestamp`, the reporter's clock): the newest event of the stage in play anchors the clock,
 * which runs on until the next event corrects it.
 */
export type ScreenClockPhase = 'not_started' | 'running' | 'paused' | 'waiting' | 'half_time' | 'shootout' | 'finished';

/** The reporter's stopwatch as the server stored it. */
export type StoredClock = {
  running: boolean;
  /** Match time the stopwatch showed, ms. */
  elapsedMs: number;
  /** Server time when it was stored, ms. */
  at: number;
};

export type ClockEvent = {
  minute: number;
  second: number;
  /** When the reporter entered it, ms. */
  createdTimestamp: number;
  competitionMatchStageCode: MatchStageCode;
};

export type ScreenClock = { phase: ScreenClockPhase; seconds: number };

export type ScreenClockInput = {
  stageCode: MatchStageCode;
  /** Whole match in minutes (two halves). */
  matchLength: number;
  events: readonly ClockEvent[];
  /** The reporter's stopwatch; null when the reporter never sent it. */
  stopwatch?: StoredClock | null;
  /** Server time now, ms (the client's clock corrected by the server's). */
  serverNow: number;
};

/** The stored stopwatch's time at `serverNow`, whole seconds; never runs backwards before it was stored. */
export function storedClockSeconds(clock: StoredClock, serverNow: number): number {
  const passed = clock.running ? Math.max(0, serverNow - clock.at) : 0;
  return Math.floor((Math.max(0, clock.elapsedMs) + passed) / 1000);
}

export function screenClock({ stageCode, matchLength, events, stopwatch, serverNow }: ScreenClockInput): ScreenClock {
  const half = Math.max(0, Math.round(matchLength * 30));
  if (stageCode === 'not_started') return { phase: 'not_started', seconds: 0 };
  if (stageCode === 'waiting_for_approval' || stageCode === 'finished') return { phase: 'finished', seconds: half * 2 };
  if (stageCode === 'shootout') return { phase: 'shootout', seconds: half * 2 };
  const [from, to] = stageCode === '1st_half' ? [0, half] : [half, half * 2];
  const end: ScreenClockPhase = stageCode === '1st_half' ? 'half_time' : 'finished';
  if (stopwatch) {
    const seconds = storedClockSeconds(stopwatch, serverNow);
    if (seconds >= to) return { phase: end, seconds: to };
    if (stopwatch.running) return { phase: 'running', seconds: Math.max(from, seconds) };
    return { phase: seconds <= from ? 'waiting' : 'paused', seconds: Math.max(from, seconds) };
  }
  let anchor: ClockEvent | undefined;
  for (const event of events) {
    if (event.competitionMatchStageCode !== stageCode) continue;
    if (!anchor || event.createdTimestamp > anchor.createdTimestamp) anchor = event;
  }
  // A half just started: nothing says yet when the reporter started the stopwatch.
  if (!anchor) return { phase: 'waiting', seconds: from };
  const at = anchor.minute * 60 + anchor.second;
  const seconds = Math.floor(at + Math.max(0, serverNow - anchor.createdTimestamp) / 1000);
  if (seconds >= to) return { phase: end, seconds: to };
  return { phase: 'running', seconds: Math.max(from, seconds) };
}

/** The 2-minute suspensions still running at the screen's clock, the one ending first first. */
export function screenSuspensions<E extends PenaltyEvent>(
  events: readonly E[],
  clock: ScreenClock,
): RunningPenalty<E>[] {
  if (clock.phase === 'not_started' || clock.phase === 'shootout' || clock.phase === 'finished') return [];
  return runningPenalties(events, clock.seconds);
}

/** How far the server's clock is ahead of this one, from a server time stamp read at `receivedAt`. */
export function serverOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}
