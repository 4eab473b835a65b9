import type { MatchDetail } from '@tms/domain/contract/competition';
import type { MatchClockInput } from '@tms/domain/contract/reporting';
import { apiRequest } from '@/lib/api-client';

/** The reporter's stopwatch now (running or paused, the time it shows); the server stamps its own time. */
export function setMatchClock(matchId: number, body: MatchClockInput): Promise<MatchDetail> {
  return apiRequest<MatchDetail>('setMatchClock', `/competition/match/${matchId}/clock`, { method: 'PUT', body });
}
