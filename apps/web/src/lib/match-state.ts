import type { MatchStageCode } from '@tms/domain/contract/competition';

/** Stages in which the ball is in play: the match is shown as live. */
export const LIVE_STAGE_CODES: ReadonlySet<MatchStageCode> = new Set(['1st_half', '2nd_half', 'shootout']);

export function isLiveStage(code: MatchStageCode | null | undefined): boolean {
  return code ? LIVE_STAGE_CODES.has(code) : false;
}

/** The score is final only after approval; 'waiting_for_approval' still shows the (played) score. */
export function hasScore(code: MatchStageCode | null | undefined): boolean {
  return code !== null && code !== undefined && code !== 'not_started';
}

/** Coarse state of a match for badges and filters. */
export type MatchPhase = 'upcoming' | 'live' | 'awaiting' | 'finished';

export function matchPhase(code: MatchStageCode | null | undefined, walkOver = false): MatchPhase {
  if (walkOver) return 'finished';
  if (!code || code === 'not_started') return 'upcoming';
  if (isLiveStage(code)) return 'live';
  if (code === 'waiting_for_approval') return 'awaiting';
  return 'finished';
}
