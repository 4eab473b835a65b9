import type { LiveBundle, MatchDetail } from '@tms/domain/contract/competition';
import type { QueryClient } from '@tanstack/react-query';
import { liveQueryKey } from '@/features/competition/api/get-live';
import { replaceMatch } from '@/lib/live-stream';
import { matchDetailQueryKey } from '../api/get-match-detail';

/** Every reporter write answers the fresh match detail: show it at once, here and in the live data. */
export function applyMatchDetail(queryClient: QueryClient, detail: MatchDetail): void {
  queryClient.setQueryData(matchDetailQueryKey(detail.match.id), detail);
  queryClient.setQueryData<LiveBundle>(liveQueryKey, (bundle) => replaceMatch(bundle, detail.match));
}
