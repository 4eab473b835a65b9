import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OfflineQueue } from '../offline-queue/offline-queue';
import type { OfflineRecord, QueueStatus } from '../offline-queue/records';
import { sharedOfflineQueue } from '../offline-queue/shared-queue';
import { applyMatchEventBatch } from '../lib/match-detail';

const IDLE: QueueStatus = { pending: 0, syncing: false, lastSyncAt: null, failures: [], offline: false };
const noop = () => () => {};

function requireQueue(): OfflineQueue {
  const queue = sharedOfflineQueue();
  // The match route's loader opens it before the screen renders.
  if (!queue) throw new Error('The offline queue is not initialised');
  return queue;
}

/** The queue's upload status (all matches), updated as it changes. */
export function useQueueStatus(): QueueStatus {
  const queue = sharedOfflineQueue();
  return useSyncExternalStore(
    queue ? (listener) => queue.subscribe(listener) : noop,
    () => queue?.getStatus() ?? IDLE,
    () => IDLE,
  );
}

/**
 * The match's local event records, reloaded after they change, and the server answers of uploads
 * written into the query cache so the screen shows the server's state at once.
 */
export function useMatchQueue(matchId: number): { queue: OfflineQueue; records: OfflineRecord[] | null } {
  const queue = requireQueue();
  const queryClient = useQueryClient();
  const [records, setRecords] = useState<OfflineRecord[] | null>(null);

  useEffect(() => {
    let active = true;
    let version = 0;
    const load = () => {
      const current = ++version;
      void queue.list(matchId).then((list) => {
        if (active && current === version) setRecords(list);
      });
    };
    load();
    // Status changes (syncing, last upload) leave the records as they are: no reading them again.
    const unsubscribe = queue.subscribeRecords(load);
    const unsubscribeWrite = queue.onWrite((_id, answer) => {
      applyMatchEventBatch(queryClient, answer);
    });
    return () => {
      active = false;
      unsubscribe();
      unsubscribeWrite();
    };
  }, [queue, matchId, queryClient]);

  return { queue, records };
}
