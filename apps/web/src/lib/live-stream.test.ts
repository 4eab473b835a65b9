import type { LiveBundle, LiveMatch } from '@tms/domain/contract/competition';
import { writeLiveBundle } from '@tms/domain/live-bundle';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveQueryKey, liveQueryOptions } from '@/api/get-live';
import { staticQueryKey } from '@/api/get-static';
import { connectLiveStream, LIVE_STREAM_URL, replaceMatch } from './live-stream';

const match = (id: number, homeScore: number | null = null, competitionMatchStageId = 2): LiveMatch => ({
  id,
  homeTeamId: 10,
  awayTeamId: 11,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeTeamCompetitionStandings: null,
  awayTeamCompetitionStandings: null,
  matchNumber: id,
  homeScore,
  awayScore: homeScore === null ? null : 0,
  homeGoalsCount: 0,
  awayGoalsCount: 0,
  walkOver: false,
  day: '2026-07-02',
  time: '10:00',
  placeId: 1,
  competitionGroupId: 1,
  competitionMatchStageId,
  endedInShootout: false,
  teamCategoryId: 1,
});
const bundle = (...matches: LiveMatch[]): LiveBundle => ({ groupTeams: [], matches });
/** A stream message as the server writes it. */
const message = (...matches: LiveMatch[]) => JSON.stringify(writeLiveBundle(matches));

/** Just enough of EventSource to dispatch named events. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 1;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

let sources: FakeEventSource[];
let queryClient: QueryClient;

beforeEach(() => {
  sources = [];
  queryClient = new QueryClient();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function connect() {
  return connectLiveStream(queryClient, (url) => {
    const source = new FakeEventSource(url);
    sources.push(source);
    return source as unknown as EventSource;
  });
}

describe('replaceMatch', () => {
  it('replaces the match with the same id and keeps the others', () => {
    const result = replaceMatch(bundle(match(1), match(2)), match(2, 3));
    expect(result?.matches).toEqual([match(1), match(2, 3)]);
  });

  it('adds a match it does not know', () => {
    expect(replaceMatch(bundle(match(1)), match(5))?.matches.map((m) => m.id)).toEqual([1, 5]);
  });

  it('leaves a missing bundle missing', () => {
    expect(replaceMatch(undefined, match(1))).toBeUndefined();
  });
});

describe('connectLiveStream', () => {
  it('opens one stream on the live URL', () => {
    const close = connect();
    expect(sources.map((s) => s.url)).toEqual([LIVE_STREAM_URL]);
    close();
    expect(sources[0].closed).toBe(true);
  });

  it('puts a pushed match into the live data and refreshes its detail', async () => {
    queryClient.setQueryData(liveQueryKey, bundle(match(1, 0), match(2, 0)));
    queryClient.setQueryData(['competition', 'match', 2], { stale: true });
    queryClient.setQueryData(['competition', 'match', 1], { stale: true });
    connect();
    sources[0].emit('match', message(match(2, 7)));
    expect(queryClient.getQueryData<LiveBundle>(liveQueryKey)?.matches).toEqual([match(1, 0), match(2, 7)]);
    expect(queryClient.getQueryState(['competition', 'match', 2])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['competition', 'match', 1])?.isInvalidated).toBe(false);
  });

  it('refetches the live data (with the tables) when a pushed match changes stage, not on a mere score', () => {
    const staged = (stageId: number, homeScore: number) => match(3, homeScore, stageId);
    queryClient.setQueryData(liveQueryKey, bundle(staged(2, 10)));
    connect();
    sources[0].emit('match', message(staged(2, 11)));
    expect(queryClient.getQueryState(liveQueryKey)?.isInvalidated).toBe(false);
    sources[0].emit('match', message(staged(6, 11)));
    expect(queryClient.getQueryState(liveQueryKey)?.isInvalidated).toBe(true);
  });

  it('keeps a match pushed while the live data was being refetched, not the older copy the refetch brings', async () => {
    queryClient.setQueryData(liveQueryKey, bundle(match(1, 0), match(2, 0)));
    let answer: (body: string) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = (body) => resolve(new Response(body, { status: 200 }));
          }),
      ),
    );
    connect();
    const refetch = queryClient.fetchQuery({ ...liveQueryOptions(), staleTime: 0 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    sources[0].emit('match', message(match(2, 7)));
    // The server read the bundle before match 2's goal, and after match 1's.
    answer(message(match(1, 3), match(2, 0)));
    await refetch;
    expect(queryClient.getQueryData<LiveBundle>(liveQueryKey)?.matches).toEqual([match(1, 3), match(2, 7)]);
  });

  it('refetches the live data after a reset', () => {
    queryClient.setQueryData(liveQueryKey, bundle(match(1)));
    connect();
    sources[0].emit('reset', '{}');
    expect(queryClient.getQueryState(liveQueryKey)?.isInvalidated).toBe(true);
  });

  it('refetches the static data (places, categories) when the office changed a lookup list', () => {
    queryClient.setQueryData(staticQueryKey, { places: [] });
    queryClient.setQueryData(liveQueryKey, bundle(match(1)));
    connect();
    sources[0].emit('lookup', '{}');
    expect(queryClient.getQueryState(staticQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(liveQueryKey)?.isInvalidated).toBe(false);
  });

  it('ignores malformed messages', () => {
    queryClient.setQueryData(liveQueryKey, bundle(match(1)));
    connect();
    sources[0].emit('match', 'not json');
    sources[0].emit('match', JSON.stringify({ matchId: 'x' }));
    sources[0].emit('match', JSON.stringify({ days: [], matches: [{ x: 1 }] }));
    expect(queryClient.getQueryData<LiveBundle>(liveQueryKey)?.matches).toEqual([match(1)]);
  });

  it('opens a new stream some time after the server closed it for good', () => {
    vi.useFakeTimers();
    connect();
    sources[0].readyState = FakeEventSource.CLOSED;
    sources[0].dispatchEvent(new Event('error'));
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(14_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(15_001);
    expect(sources).toHaveLength(2);
  });

  it('leaves reconnecting to EventSource while the connection is only interrupted', () => {
    vi.useFakeTimers();
    connect();
    sources[0].dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});
