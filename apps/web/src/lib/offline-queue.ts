import type { MatchDetail, MatchEvent } from '@tms/domain/contract/competition';
import type { MatchEventInput } from '@tms/domain/contract/reporting';
import { Dexie, type EntityTable } from 'dexie';
import { ApiError, apiRequest, isApiError } from './api-client';

/**
 * Offline event queue of the hall reporter (PRODUCT_SPEC §4 "Offline event queue").
 *
 * Every saved or deleted event goes into IndexedDB first, as unsynced, so the reporter sees it at
 * once and nothing is lost when the hall's network drops. Uploads run every 10 s, when the browser
 * comes back online and after each new item; they are safe to repeat: a create is idempotent by
 * (match, createdTimestamp), a delete that answers 404 is already done. A failed upload leaves the
 * record unsynced for the next round.
 */

/** Upload retry interval (PRODUCT_SPEC §9). */
export const SYNC_INTERVAL_MS = 10_000;
export const DATABASE_NAME = 'tms-offline';
/** Synced records are only a display cache; the server has them. */
const SYNCED_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

/** The event body as the server takes it, plus the server's id once known. */
export type QueuedEventData = MatchEventInput & { id?: number };

export type OfflineRecord = {
  /** `${matchId}-${createdTimestamp}` */
  id: string;
  matchId: number;
  data: QueuedEventData;
  modifiedAt: number;
  synced: 0 | 1;
  deleted: 0 | 1;
};

export type SyncFailure = {
  recordId: string;
  matchId: number;
  status: number;
  code: string | null;
  message: string;
  /** Field messages of a 400 answer (key + params), for the reporter's language. */
  fields: Record<string, { key: string; params?: Record<string, unknown> }> | null;
};

export type QueueStatus = {
  /** Records waiting to be uploaded (all matches). */
  pending: number;
  syncing: boolean;
  /** When an upload last went through (ms), null before the first one in this session. */
  lastSyncAt: number | null;
  /** Records whose last upload the server refused; they stay queued. */
  failures: readonly SyncFailure[];
  /** The last round stopped because the network was unavailable. */
  offline: boolean;
};

/** Server calls of the queue; the default goes through the app's API client. */
export type QueueTransport = {
  create: (matchId: number, body: MatchEventInput) => Promise<MatchDetail>;
  update: (matchId: number, eventId: number, body: MatchEventInput) => Promise<MatchDetail>;
  remove: (matchId: number, eventId: number) => Promise<MatchDetail | null>;
  detail: (matchId: number) => Promise<MatchDetail>;
};

export const apiTransport: QueueTransport = {
  create: (matchId, body) =>
    apiRequest<MatchDetail>('createMatchEvent', `/competition/match/${matchId}/events`, { method: 'POST', body }),
  update: (matchId, eventId, body) =>
    apiRequest<MatchDetail>('updateMatchEvent', `/competition/match/${matchId}/events/${eventId}`, {
      method: 'PUT',
      body,
    }),
  remove: async (matchId, eventId) => {
    try {
      return await apiRequest<MatchDetail>('deleteMatchEvent', `/competition/match/${matchId}/events/${eventId}`, {
        method: 'DELETE',
      });
    } catch (error) {
      // Already gone (an earlier attempt whose answer was lost, or another device): that is the goal.
      if (isApiError(error, 404)) return null;
      throw error;
    }
  },
  detail: (matchId) => apiRequest<MatchDetail>('getCompetitionMatch', `/competition/competition-match/${matchId}`),
};

export function recordId(matchId: number, createdTimestamp: number): string {
  return `${matchId}-${createdTimestamp}`;
}

/** The body the server takes: the queue's own fields (the server id) stay out. */
export function eventBody(data: QueuedEventData): MatchEventInput {
  const { id: _id, ...body } = data;
  return body;
}

/** True when the server's event differs from what the reporter entered (an older upload landed). */
export function differsFromServer(data: QueuedEventData, event: MatchEvent): boolean {
  return (
    data.minute !== event.minute ||
    data.second !== event.second ||
    data.competitionEventTypeId !== event.competitionEventTypeId ||
    data.competitionMatchParticipantId !== event.competitionMatchParticipantId ||
    (data.secondaryParticipantId ?? null) !== (event.secondaryParticipantId ?? null) ||
    (data.sevenMeterThrow ?? false) !== event.sevenMeterThrow ||
    (data.competitionMatchStageId !== undefined && data.competitionMatchStageId !== event.competitionMatchStageId)
  );
}

/** Fetch failed before an HTTP answer: offline, DNS, connection reset. */
function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError);
}

type QueueDatabase = Dexie & { events: EntityTable<OfflineRecord, 'id'> };

function openDatabase(name: string, options: QueueOptions): QueueDatabase {
  // Passing undefined would override Dexie's own lookup of the browser's IndexedDB.
  const db = new Dexie(
    name,
    options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : {},
  ) as QueueDatabase;
  // One store keyed by id, indexes on synced and modifiedAt (PRODUCT_SPEC §9); matchId for the screen.
  db.version(1).stores({ events: 'id, matchId, synced, modifiedAt' });
  return db;
}

export type QueueOptions = {
  databaseName?: string;
  transport?: QueueTransport;
  now?: () => number;
  /** For tests (fake-indexeddb); the browser's by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Whether the browser believes it is online; uploads are not attempted while it says no. */
  isOnline?: () => boolean;
};

type Listener = () => void;
type DetailListener = (matchId: number, detail: MatchDetail) => void;

export class OfflineQueue {
  private readonly db: QueueDatabase;
  private readonly transport: QueueTransport;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly listeners = new Set<Listener>();
  private readonly detailListeners = new Set<DetailListener>();
  private running: Promise<void> | null = null;
  private rerun = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly onOnline = () => void this.sync();
  private lastTimestamp = 0;
  private status: QueueStatus = { pending: 0, syncing: false, lastSyncAt: null, failures: [], offline: false };
  private opened: Promise<void> | null = null;

  constructor(options: QueueOptions = {}) {
    this.db = openDatabase(options.databaseName ?? DATABASE_NAME, options);
    this.transport = options.transport ?? apiTransport;
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  }

  /** Opens the database (once) and drops old synced copies. */
  open(): Promise<void> {
    this.opened ??= (async () => {
      await this.db.open();
      const cutoff = this.now() - SYNCED_RETENTION_MS;
      await this.db.events
        .where('modifiedAt')
        .below(cutoff)
        .filter((record) => record.synced === 1)
        .delete();
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
    this.db.close();
  }

  getStatus(): QueueStatus {
    return this.status;
  }

  /** Called after every change of the stored records or of the status. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called with the match detail the server answered to an upload, to refresh what the screen shows. */
  onDetail(listener: DetailListener): () => void {
    this.detailListeners.add(listener);
    return () => this.detailListeners.delete(listener);
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
    return this.db.events.where('matchId').equals(matchId).toArray();
  }

  async get(matchId: number, createdTimestamp: number): Promise<OfflineRecord | undefined> {
    await this.open();
    return this.db.events.get(recordId(matchId, createdTimestamp));
  }

  /** Stores a new or changed event as unsynced and starts an upload. */
  async save(matchId: number, data: QueuedEventData): Promise<OfflineRecord> {
    await this.open();
    const id = recordId(matchId, data.createdTimestamp);
    const record = await this.db.transaction('rw', this.db.events, async () => {
      const existing = await this.db.events.get(id);
      const next: OfflineRecord = {
        id,
        matchId,
        // Keep the server id when the caller edits a copy that predates it.
        data: { ...data, id: data.id ?? existing?.data.id },
        modifiedAt: this.modificationTime(existing),
        synced: 0,
        deleted: 0,
      };
      if (next.data.id === undefined) delete next.data.id;
      await this.db.events.put(next);
      return next;
    });
    await this.changed();
    void this.sync();
    return record;
  }

  /** Marks an event deleted (unsynced); the upload removes it on the server, then here. */
  async remove(matchId: number, data: QueuedEventData): Promise<void> {
    await this.open();
    const id = recordId(matchId, data.createdTimestamp);
    await this.db.transaction('rw', this.db.events, async () => {
      const existing = await this.db.events.get(id);
      const serverId = data.id ?? existing?.data.id;
      await this.db.events.put({
        id,
        matchId,
        data: serverId === undefined ? { ...(existing?.data ?? data) } : { ...(existing?.data ?? data), id: serverId },
        modifiedAt: this.modificationTime(existing),
        synced: 0,
        deleted: 1,
      });
    });
    await this.changed();
    void this.sync();
  }

  /** Gives up a local change the server keeps refusing; the server's copy shows again. */
  async discard(id: string): Promise<void> {
    await this.open();
    await this.db.events.delete(id);
    this.setStatus({ failures: this.status.failures.filter((failure) => failure.recordId !== id) });
    await this.changed();
  }

  /**
   * Uploads every unsynced record, oldest change first. One round at a time; a request during a round
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
    if (!this.isOnline()) {
      this.setStatus({ offline: true });
      return;
    }
    const records = await this.db.events.where('synced').equals(0).sortBy('modifiedAt');
    if (records.length === 0) {
      this.setStatus({ offline: false });
      return;
    }
    this.setStatus({ syncing: true });
    const failures = new Map(this.status.failures.map((failure) => [failure.recordId, failure]));
    const details = new Map<number, Promise<MatchDetail>>();
    let offline = false;
    try {
      for (const record of records) {
        try {
          await this.upload(record, details);
          failures.delete(record.id);
          this.setStatus({ lastSyncAt: this.now(), failures: [...failures.values()] });
        } catch (error) {
          if (isNetworkError(error) || isApiError(error, 401)) {
            // Nothing else will get through now either; the next round tries again.
            offline = isNetworkError(error);
            if (!offline) failures.set(record.id, failure(record, error as ApiError));
            break;
          }
          failures.set(record.id, failure(record, error as ApiError));
        }
        await this.changed();
      }
    } finally {
      this.setStatus({ syncing: false, offline, failures: [...failures.values()] });
      await this.changed();
    }
  }

  private async upload(record: OfflineRecord, details: Map<number, Promise<MatchDetail>>): Promise<void> {
    const { matchId, data } = record;
    if (record.deleted) {
      const serverId = data.id ?? (await this.findServerId(matchId, data.createdTimestamp, details));
      if (serverId !== undefined) {
        const detail = await this.transport.remove(matchId, serverId);
        if (detail) this.emitDetail(matchId, detail);
      }
      await this.db.transaction('rw', this.db.events, async () => {
        const current = await this.db.events.get(record.id);
        if (current && current.modifiedAt === record.modifiedAt) await this.db.events.delete(record.id);
      });
      return;
    }

    let serverId = data.id;
    if (serverId !== undefined) {
      try {
        this.emitDetail(matchId, await this.transport.update(matchId, serverId, eventBody(data)));
      } catch (error) {
        // Removed on the server meanwhile (another device): the removal stands, the local copy goes.
        if (!isApiError(error, 404)) throw error;
        await this.db.events.delete(record.id);
        return;
      }
    } else {
      let detail = await this.transport.create(matchId, eventBody(data));
      const created = detail.events.find((event) => event.createdTimestamp === data.createdTimestamp);
      if (!created) throw new ApiError('createMatchEvent', 500, null);
      serverId = created.id;
      // A repeated create answers the first upload's event; a later edit must still reach the server.
      if (differsFromServer(data, created)) detail = await this.transport.update(matchId, serverId, eventBody(data));
      this.emitDetail(matchId, detail);
    }
    const id = serverId;
    await this.db.transaction('rw', this.db.events, async () => {
      const current = await this.db.events.get(record.id);
      if (!current) return;
      // Changed while uploading: keep it unsynced (the next round sends the newer data), but remember the id.
      const unchanged = current.modifiedAt === record.modifiedAt;
      await this.db.events.put({ ...current, data: { ...current.data, id }, synced: unchanged ? 1 : 0 });
    });
  }

  private async findServerId(
    matchId: number,
    createdTimestamp: number,
    details: Map<number, Promise<MatchDetail>>,
  ): Promise<number | undefined> {
    // An earlier create may have reached the server although its answer never came back.
    let detail = details.get(matchId);
    if (!detail) {
      detail = this.transport.detail(matchId);
      details.set(matchId, detail);
      detail.catch(() => details.delete(matchId));
    }
    return (await detail).events.find((event) => event.createdTimestamp === createdTimestamp)?.id;
  }

  private modificationTime(existing: OfflineRecord | undefined): number {
    // Strictly later than the previous copy, so an upload in flight can tell it was overtaken.
    const now = this.now();
    return existing && now <= existing.modifiedAt ? existing.modifiedAt + 1 : now;
  }

  private emitDetail(matchId: number, detail: MatchDetail): void {
    for (const listener of this.detailListeners) listener(matchId, detail);
  }

  private async refreshPending(): Promise<void> {
    const pending = await this.db.events.where('synced').equals(0).count();
    this.setStatus({ pending });
  }

  private async changed(): Promise<void> {
    await this.refreshPending();
    this.notify();
  }

  private setStatus(patch: Partial<QueueStatus>): void {
    this.status = { ...this.status, ...patch };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function failure(record: OfflineRecord, error: ApiError): SyncFailure {
  return {
    recordId: record.id,
    matchId: record.matchId,
    status: error.status,
    code: error.code ?? null,
    message: error.message,
    fields: error.body?.fields ?? null,
  };
}

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
