import type { MatchStageCode } from '@tms/domain/contract/competition';
import { isPlayStage } from '@tms/domain/match-stages';

/** The score is final only after approval; 'waiting_for_approval' still shows the (played) score. */
export function hasScore(code: MatchStageCode | null | undefined): boolean {
  return code !== null && code !== undefined && code !== 'not_started';
}

/** Coarse state of a match for badges and filters; `live` while the ball is in play (domain's play stages). */
export type MatchPhase = 'upcoming' | 'live' | 'awaiting' | 'finished';

export function matchPhase(code: MatchStageCode | null | undefined, walkOver = false): MatchPhase {
  if (walkOver) return 'finished';
  if (!code || code === 'not_started') return 'upcoming';
  if (isPlayStage(code)) return 'live';
  if (code === 'waiting_for_approval') return 'awaiting';
  return 'finished';
}
