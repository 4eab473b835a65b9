import type { EventTypeCode, MatchStageCode } from './constants';

// Rules of a single match event, checked by the server and offered by the reporter's form.

/** Goals and shoot-out goals change the score; team leaders cannot get them. */
export const SCORING_EVENT_CODES: readonly EventTypeCode[] = ['goal', 'shootout-goal'];

export function isScoringEvent(code: string | null | undefined): boolean {
  return !!code && (SCORING_EVENT_CODES as readonly string[]).includes(code);
}

/** A shoot-out goal only in the shoot-out, a goal only outside it; other types in any play stage. */
export function eventTypeAllowedInStage(code: string, stage: MatchStageCode | null | undefined): boolean {
  if (code === 'shootout-goal') return stage === 'shootout';
  if (code === 'goal') return stage !== 'shootout';
  return true;
}

/** Outside the shoot-out an event's time lies within the match length (minutes). */
export function eventTimeWithinMatch(
  time: { minute: number; second: number },
  matchLengthMinutes: number,
  stage: MatchStageCode | null | undefined,
): boolean {
  return stage === 'shootout' || time.minute * 60 + time.second <= matchLengthMinutes * 60;
}
