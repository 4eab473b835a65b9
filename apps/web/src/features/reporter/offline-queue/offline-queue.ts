import type { MatchEventBatchResult } from '@tms/domain/contract/reporting';
import { type OfflineRecord, type QueuedEventData, type QueueStatus, recordId } from './records';
import { RecordStore, type StoreOptions } from './store';
import { syncRound } from './sync';
import { apiTransport, type QueueTransport } from './transport';

/**
 * Offline event queue of the hall reporter (PRODUCT_SPEC §4 "Offline event queue").
 *
 * Every saved or deleted event goes into IndexedDB first (store.ts), as unsynced, so the reporter sees
 * it at once and nothing is lost when the hall's network drops. Uploads (sync.ts) run every 10 s, when
 * the browser comes back online and after each new item. This class ties them together: one upload
 * round at a time, a status for the screen, and listeners for changes and server answers.
 */

/** Upload retry interval (PRODUCT_SPEC §9). */
export const SYNC_INTERVAL_MS = 10_000;

export type QueueOptions = StoreOptions & {
  transport?: QueueTransport;
  now?: () => number;
  /** Whether the browser believes it is online; uploads are not attempted while it says no. */
  isOnline?: () => boolean;
};

type Listener = () => void;
type WriteListener = (matchId: number, answer: MatchEventBatchResult) => void;

export class OfflineQueue {
  private readonly store: RecordStore;
  private readonly transport: QueueTransport;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly listeners = new Set<Listener>();
  private readonly recordListeners = new Set<Listener>();
  private readonly writeListeners = new Set<WriteListener>();
  private running: Promise<void> | null = null;
  private rerun = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly onOnline = () => void this.sync();
  private lastTimestamp = 0;
  private status: QueueStatus = { pending: 0, syncing: false, lastSyncAt: null, failures: [], offline: false };
  private opened: Promise<void> | null = null;

  constructor(options: QueueOptions = {}) {
    this.store = new RecordStore(options);
    this.transport = options.transport ?? apiTransport;
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  }

  /** Opens the database (once) and drops old synced copies. */
  open(): Promise<void> {
    this.opened ??= (async () => {
      await this.store.open(this.now());
      await this.refreshPending();
    })();
    return this.opened;
  }

  /** Starts the upload loop: every 10 s and whenever the browser comes back online. */
  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.sync(), SYNC_INTERVAL_MS);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    void this.sync();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }

  close(): void {
    this.stop();
    this.store.close();
  }

  getStatus(): QueueStatus {
    return this.status;
  }

  /** Called after every change of the stored records or of the status. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called after the stored records changed (not after a mere status change): when to read them again. */
  subscribeRecords(listener: Listener): () => void {
    this.recordListeners.add(listener);
    return () => this.recordListeners.delete(listener);
  }

  /** Called with the server's answer to an upload (the events and the match summary), to refresh what the screen shows. */
  onWrite(listener: WriteListener): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  /**
   * A creation time for a new event: the wall clock, but strictly increasing, so two events entered
   * within one millisecond still get distinct identities.
   */
  nextTimestamp(): number {
    this.lastTimestamp = Math.max(this.now(), this.lastTimestamp + 1);
    return this.lastTimestamp;
  }

  async list(matchId: number): Promise<OfflineRecord[]> {
    await this.open();
    return this.store.list(matchId);
  }

  async get(
    matchId: number,
    event: Pick<QueuedEventData, 'clientId' | 'createdTimestamp'>,
  ): Promise<OfflineRecord | undefined> {
    await this.open();
    return this.store.get(recordId(matchId, event));
  }

  /** Stores a new or changed event as unsynced and starts an upload. */
  async save(matchId: number, data: QueuedEventData): Promise<OfflineRecord> {
    await this.open();
    const record = await this.store.putChange(matchId, data, this.now());
    await this.changed();
    void this.sync();
    return record;
  }

  /** Marks an event deleted (unsynced); the upload removes it on the server, then here. */
  async remove(matchId: number, data: QueuedEventData): Promise<void> {
    await this.open();
    await this.store.putDeletion(matchId, data, this.now());
    await this.changed();
    void this.sync();
  }

  /** Gives up a local change the server keeps refusing; the server's copy shows again. */
  async discard(id: string): Promise<void> {
    await this.open();
    await this.store.delete(id);
    this.setStatus({ failures: this.status.failures.filter((failure) => failure.recordId !== id) });
    await this.changed();
  }

  /**
   * Uploads every unsynced record, oldest change first, one batch per match. One round at a time; a request during a round
   * runs another round afterwards. Other tabs of the same browser share the database, so rounds are
   * also serialised across tabs where the Web Locks API exists.
   */
  sync(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          await this.withLock(() => this.round());
        } while (this.rerun);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Resolves when no upload round is running (nothing is started). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async withLock(task: () => Promise<void>): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return task();
    await locks.request('tms-offline-queue-sync', task);
  }

  private async round(): Promise<void> {
    await this.open();
    await syncRound({
      store: this.store,
      transport: this.transport,
      now: this.now,
      isOnline: this.isOnline,
      getStatus: () => this.status,
      setStatus: (patch) => this.setStatus(patch),
      changed: () => this.changed(),
      emitWrite: (matchId, answer) => {
        for (const listener of this.writeListeners) listener(matchId, answer);
      },
    });
  }

  private async refreshPending(): Promise<void> {
    this.setStatus({ pending: await this.store.pendingCount() });
  }

  private async changed(): Promise<void> {
    await this.refreshPending();
    for (const listener of this.recordListeners) listener();
  }

  private setStatus(patch: Partial<QueueStatus>): void {
    this.status = { ...this.status, ...patch };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
