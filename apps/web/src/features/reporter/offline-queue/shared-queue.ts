import { OfflineQueue } from './offline-queue';

let shared: OfflineQueue | null = null;

/** The app's queue: opened and uploading from the first call on (route loaders call it). */
export async function initOfflineQueue(): Promise<OfflineQueue> {
  shared ??= new OfflineQueue();
  const queue = shared;
  await queue.open();
  queue.start();
  return queue;
}

/** The app's queue if a loader has initialised it. */
export function sharedOfflineQueue(): OfflineQueue | null {
  return shared;
}
