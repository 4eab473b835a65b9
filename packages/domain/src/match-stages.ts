import type { MatchStageCode } from './constants';

// Which stages a match passes through and which moves between them are allowed. The server
// enforces them; the reporter screen offers only what they allow.

/** The ball is in play: events may be entered and the match is shown as live. */
export const PLAY_STAGE_CODES: readonly MatchStageCode[] = ['1st_half', '2nd_half', 'shootout'];
/** Reporting is over: only approval, reopening and referee corrections change the match. */
export const LOCKED_STAGE_CODES: readonly MatchStageCode[] = ['waiting_for_approval', 'finished'];

export function isPlayStage(code: MatchStageCode | null | undefined): boolean {
  return !!code && PLAY_STAGE_CODES.includes(code);
}

export function isLockedStage(code: MatchStageCode | null | undefined): boolean {
  return !!code && LOCKED_STAGE_CODES.includes(code);
}

/**
 * A reporter's stage change: approval is the only way out of waiting_for_approval, a finished
 * match only goes back by reopening, and nothing else reaches finished.
 */
export function canChangeStage(from: MatchStageCode, to: MatchStageCode): boolean {
  if (from === 'waiting_for_approval') return to === 'finished';
  return from !== 'finished' && to !== 'finished';
}

/** Only a match whose reporting is over can be reopened. */
export function canReopenStage(from: MatchStageCode): boolean {
  return isLockedStage(from);
}

/**
 * Where a reopened match returns: the shoot-out if it had one, the 2nd half if it was played (or
 * nothing marks it as decided without play), the start when it was a walkover or a bare score.
 */
export function reopenTarget(match: {
  playedStageCodes: ReadonlySet<MatchStageCode>;
  walkOver: boolean;
  scoreEntered: boolean;
}): MatchStageCode {
  if (match.playedStageCodes.has('shootout')) return 'shootout';
  if (match.playedStageCodes.size > 0 || (!match.walkOver && !match.scoreEntered)) return '2nd_half';
  return 'not_started';
}
