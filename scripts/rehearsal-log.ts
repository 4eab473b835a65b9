// What the rehearsal's hall reporters share: the compressed day's clock, and the log of what they
// entered, what the server confirmed and how long it took, for the end check and the figures.
import type { ScriptEvent } from './rehearsal-setup';

/** The compressed day: `speed` day seconds pass per wall second from `startedAt` on. */
export class DayClock {
  constructor(
    readonly origin: number,
    readonly speed: number,
    readonly startedAt = Date.now(),
  ) {}

  wallAt(daySeconds: number) {
    return this.startedAt + ((daySeconds - this.origin) / this.speed) * 1000;
  }
}

export type MatchState = {
  competitionMatchStageId: number;
  homeScore: number | null;
  awayScore: number | null;
  homeGoalsCount: number;
  awayGoalsCount: number;
};
/** What the public sees of a match's result; a push message that changes it is timed. */
export const stateKey = (m: MatchState) =>
  `${m.competitionMatchStageId}:${m.homeScore ?? ''}:${m.awayScore ?? ''}:${m.homeGoalsCount}:${m.awayGoalsCount}`;

export type Entered = { matchId: number; event: ScriptEvent; stageId: number };

/** What every reporter did, for the end check and the figures. */
export class ReporterLog {
  readonly entered = new Map<string, Entered>();
  /** Keys of the events a 2xx answer confirmed, with the server's event id. */
  readonly acked = new Map<string, number>();
  /** Writes that changed a match's public state: when their first attempt went out and the state after. */
  readonly writes: { matchId: number; origin: number; state: string }[] = [];
  readonly answerMs: number[] = [];
  readonly batchMs: { events: number; ms: number }[] = [];
  readonly problems: string[] = [];
  networkRetries = 0;
}
