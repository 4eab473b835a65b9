import { Dexie, type EntityTable } from 'dexie';
import { modificationTime } from './merge';
import { type OfflineRecord, type QueuedEventData, recordId } from './records';

export const DATABASE_NAME = 'tms-offline';
/** Synced records are only a display cache; the server has them. */
const SYNCED_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

/** An uploaded record and the server id of its event, null when the server has none. */
export type UploadOutcome = { record: OfflineRecord; serverId: number | null };

type QueueDatabase = Dexie & { events: EntityTable<OfflineRecord, 'id'> };

export type StoreOptions = {
  databaseName?: string;
  /** For tests (fake-indexeddb); the browser's by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
};

/**
 * The queue's records in IndexedDB (Dexie): one store keyed by id, indexes on synced and modifiedAt
 * (PRODUCT_SPEC §9) and matchId for the screen. Every change is a transaction, so a change entered
 * while its previous copy is being uploaded is never lost.
 */
export class RecordStore {
  private readonly db: QueueDatabase;

  constructor(options: StoreOptions = {}) {
    // Passing undefined would override Dexie's own lookup of the browser's IndexedDB.
    this.db = new Dexie(
      options.databaseName ?? DATABASE_NAME,
      options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : {},
    ) as QueueDatabase;
    this.db.version(1).stores({ events: 'id, matchId, synced, modifiedAt' });
  }

  /** Opens the database and drops synced copies older than the retention. */
  async open(now: number): Promise<void> {
    await this.db.open();
    const cutoff = now - SYNCED_RETENTION_MS;
    await this.db.events
      .where('modifiedAt')
      .below(cutoff)
      .filter((record) => record.synced === 1)
      .delete();
  }

  close(): void {
    this.db.close();
  }

  list(matchId: number): Promise<OfflineRecord[]> {
    return this.db.events.where('matchId').equals(matchId).toArray();
  }

  get(id: string): Promise<OfflineRecord | undefined> {
    return this.db.events.get(id);
  }

  pendingCount(): Promise<number> {
    return this.db.events.where('synced').equals(0).count();
  }

  /** Records waiting for the server, oldest change first. */
  unsynced(): Promise<OfflineRecord[]> {
    return this.db.events.where('synced').equals(0).sortBy('modifiedAt');
  }

  /** A new or changed event, unsynced. */
  putChange(matchId: number, data: QueuedEventData, now: number): Promise<OfflineRecord> {
    const id = recordId(matchId, data);
    return this.db.transaction('rw', this.db.events, async () => {
      const existing = await this.db.events.get(id);
      const next: OfflineRecord = {
        id,
        matchId,
        // Keep the server id when the caller edits a copy that predates it.
        data: { ...data, id: data.id ?? existing?.data.id },
        modifiedAt: modificationTime(existing, now),
        synced: 0,
        deleted: 0,
      };
      if (next.data.id === undefined) delete next.data.id;
      await this.db.events.put(next);
      return next;
    });
  }

  /** An event marked deleted, unsynced; the upload removes it on the server, then here. */
  putDeletion(matchId: number, data: QueuedEventData, now: number): Promise<void> {
    const id = recordId(matchId, data);
    return this.db.transaction('rw', this.db.events, async () => {
      const existing = await this.db.events.get(id);
      const serverId = data.id ?? existing?.data.id;
      const base = existing?.data ?? data;
      await this.db.events.put({
        id,
        matchId,
        data: serverId === undefined ? { ...base } : { ...base, id: serverId },
        modifiedAt: modificationTime(existing, now),
        synced: 0,
        deleted: 1,
      });
    });
  }

  delete(id: string): Promise<void> {
    return this.db.events.delete(id);
  }

  /**
   * After the server took a batch, in one transaction: a record whose event the server has becomes
   * synced with the server's id, one it has not (removed) goes. A record changed while uploading stays
   * unsynced for the next round, keeping the id.
   */
  settleUploads(outcomes: readonly UploadOutcome[]): Promise<void> {
    return this.db.transaction('rw', this.db.events, async () => {
      for (const { record, serverId } of outcomes) {
        const current = await this.db.events.get(record.id);
        if (!current) continue;
        const unchanged = current.modifiedAt === record.modifiedAt;
        if (serverId === null) {
          if (unchanged) await this.db.events.delete(record.id);
          continue;
        }
        await this.db.events.put({ ...current, data: { ...current.data, id: serverId }, synced: unchanged ? 1 : 0 });
      }
    });
  }
}
