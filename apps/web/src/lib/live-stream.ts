import type { LiveBundle, LiveBundleWire, LiveMatch } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { enumsQueryKey } from '@/api/get-enums';
import { liveQueryKey } from '@/api/get-live';
import { staticQueryKey } from '@/api/get-static';
import { translationsQueryKey } from '@/api/get-translations';
import { matchDetailQueryKey } from '@/api/get-match-detail';
import { API_BASE } from './api-client';
import { notePush } from './live-pushes';

/**
 * Push updates for the public pages: one Server-Sent Events connection for the whole app. A `match`
 * message (the live bundle's form with the changed match) replaces that match in the live data and makes the match's detail query refetch, so score,
 * state and timeline change without waiting for the 10 s poll (which stays as the fallback).
 */
export const LIVE_STREAM_URL = `${API_BASE}/competition/live/stream`;

/**
 * After the server refused the stream (a proxy, or 503 when the instance serves its maximum of
 * streams), try again this much later, spread over as much again so that refused clients do not
 * all come back in the same second.
 */
const RECONNECT_MS = 15_000;

function isMatchMessage(value: unknown): value is LiveBundleWire {
  return (
    typeof value === 'object' &&
    value !== null &&
    'days' in value &&
    Array.isArray(value.days) &&
    'matches' in value &&
    Array.isArray(value.matches) &&
    value.matches.every((row: unknown) => typeof row === 'object' && row !== null && 'i' in row)
  );
}

/** The live bundle with one match replaced (or added); the same object when there is no bundle yet. */
export function replaceMatch(bundle: LiveBundle | undefined, match: LiveMatch): LiveBundle | undefined {
  if (!bundle) return bundle;
  const index = bundle.matches.findIndex((item) => item.id === match.id);
  const matches =
    index < 0 ? [...bundle.matches, match] : bundle.matches.map((item, i) => (i === index ? match : item));
  return { ...bundle, matches };
}

export function applyMatchMessage(queryClient: QueryClient, message: LiveBundleWire): void {
  for (const match of readLiveBundle(message).matches) {
    const before = queryClient.getQueryData<LiveBundle>(liveQueryKey)?.matches.find((item) => item.id === match.id);
    queryClient.setQueryData<LiveBundle>(liveQueryKey, (bundle) => replaceMatch(bundle, match));
    notePush(match.id);
    void queryClient.invalidateQueries({ queryKey: matchDetailQueryKey(match.id) });
    // A stage change may finish (or reopen) a match, which moves tables and fills play-off slots:
    // the message carries only the match, so the standings come with a fresh live bundle.
    if (before && before.competitionMatchStageId !== match.competitionMatchStageId) {
      void queryClient.invalidateQueries({ queryKey: liveQueryKey });
    }
  }
}

type EventSourceFactory = (url: string) => EventSource;

/** Opens the stream and keeps it open; returns the function that closes it. */
export function connectLiveStream(
  queryClient: QueryClient,
  createSource: EventSourceFactory = (url) => new EventSource(url),
): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    if (closed) return;
    source = createSource(LIVE_STREAM_URL);
    source.addEventListener('match', (event) => {
      try {
        const data: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (isMatchMessage(data)) applyMatchMessage(queryClient, data);
      } catch {
        // A malformed message is skipped; the poll brings the data anyway.
      }
    });
    // Texts or the theme colour changed: fetch them now instead of at the next refresh.
    source.addEventListener('configuration', () => {
      void queryClient.invalidateQueries({ queryKey: translationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: enumsQueryKey });
    });
    // Places, categories, the pricelist or countries changed in the office: the public pages show it now.
    source.addEventListener('lookup', () => {
      void queryClient.invalidateQueries({ queryKey: staticQueryKey });
      void queryClient.invalidateQueries({ queryKey: enumsQueryKey });
    });
    source.addEventListener('reset', () => {
      void queryClient.invalidateQueries({ queryKey: liveQueryKey });
    });
    source.addEventListener('error', () => {
      // EventSource reconnects by itself (with Last-Event-ID) unless the server refused the stream.
      if (source?.readyState !== EventSource.CLOSED) return;
      source = null;
      retry = setTimeout(open, RECONNECT_MS * (1 + Math.random()));
    });
  };

  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
    source = null;
  };
}

let connection: { queryClient: QueryClient; users: number; close: () => void } | null = null;

/** Keeps the app's one live connection open while a component using it is mounted. */
export function useLiveStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    if (!connection || connection.queryClient !== queryClient) {
      connection?.close();
      connection = { queryClient, users: 0, close: connectLiveStream(queryClient) };
    }
    const current = connection;
    current.users += 1;
    return () => {
      current.users -= 1;
      // StrictMode unmounts and remounts at once; closing a moment later avoids a reconnect.
      setTimeout(() => {
        if (current.users === 0 && connection === current) {
          current.close();
          connection = null;
        }
      }, 0);
    };
  }, [queryClient]);
}
