import type { MatchDetailOptions } from '@/api/get-match-detail';
import { matchDetailQueryKey } from '@/api/get-match-detail';
import { liveQueryKey } from '@/api/get-live';
import type { LiveBundle, MatchDetail } from '@tms/domain/contract/competition';
import type { MatchEventBatchResult } from '@tms/domain/contract/reporting';
import { toLiveMatch } from '@tms/domain/live-bundle';
import { applyMatchEventBatch as applyToDetail } from '@tms/domain/match-event-write';
import type { QueryClient } from '@tanstack/react-query';
import { replaceMatch } from '@/lib/live-stream';

/** The reporter polls whatever the stage: its screen must not depend on the push stream alone. */
export const REPORTER_MATCH_DETAIL: MatchDetailOptions = { refresh: 'always', staleTime: 5_000 };

/** Every reporter write answers the fresh match detail: show it at once, here and in the live data. */
export function applyMatchDetail(queryClient: QueryClient, detail: MatchDetail): void {
  queryClient.setQueryData(matchDetailQueryKey(detail.match.id), detail);
  queryClient.setQueryData<LiveBundle>(liveQueryKey, (bundle) => replaceMatch(bundle, toLiveMatch(detail.match)));
}

/**
 * An upload of queued events answers only those events and the match summary: put them into the
 * cached detail instead of reading it again. Without a cached detail there is nothing to patch, so
 * the next read fetches it whole.
 */
export function applyMatchEventBatch(queryClient: QueryClient, answer: MatchEventBatchResult): void {
  const key = matchDetailQueryKey(answer.match.id);
  if (queryClient.getQueryData<MatchDetail>(key)) {
    queryClient.setQueryData<MatchDetail>(key, (detail) => detail && applyToDetail(detail, answer));
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  queryClient.setQueryData<LiveBundle>(liveQueryKey, (bundle) => replaceMatch(bundle, toLiveMatch(answer.match)));
}
