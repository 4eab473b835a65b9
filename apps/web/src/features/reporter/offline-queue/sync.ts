import {
  MATCH_EVENT_BATCH_MAX,
  type MatchEventBatchItem,
  type MatchEventBatchResult,
} from '@tms/domain/contract/reporting';
import { ApiError, isApiError } from '@/lib/api-client';
import { eventBody } from './merge';
import type { OfflineRecord, QueueStatus, SyncFailure } from './records';
import type { RecordStore, UploadOutcome } from './store';
import type { QueueTransport } from './transport';

/**
 * One upload round of the offline queue: every unsynced record, oldest change first, in one batch
 * per match (the server applies a batch in order, in one transaction). Uploads are safe to repeat:
 * the server finds each event by its key. A batch the server refuses because of one event is sent
 * again without it; that record stays unsynced (and listed as a failure) for the next round. A lost
 * network ends the round.
 */
export type RoundContext = {
  store: RecordStore;
  transport: QueueTransport;
  now: () => number;
  isOnline: () => boolean;
  getStatus: () => QueueStatus;
  setStatus: (patch: Partial<QueueStatus>) => void;
  /** The stored records changed: recount and tell the listeners. */
  changed: () => Promise<void>;
  /** The server answered a batch with the written events and the match summary. */
  emitWrite: (matchId: number, answer: MatchEventBatchResult) => void;
};

type Failures = Map<string, SyncFailure>;

/** Fetch failed before an HTTP answer: offline, DNS, connection reset. */
function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError);
}

function syncFailure(record: OfflineRecord, error: ApiError, fieldPrefix = ''): SyncFailure {
  const fields = error.body?.fields ?? null;
  return {
    recordId: record.id,
    matchId: record.matchId,
    status: error.status,
    code: error.code ?? null,
    message: error.message,
    // The batch names an event's fields `events.{index}.{field}`; the screen shows them per event.
    fields:
      fields &&
      Object.fromEntries(
        Object.entries(fields).map(([field, message]) => [
          field.startsWith(fieldPrefix) ? field.slice(fieldPrefix.length) : field,
          message,
        ]),
      ),
  };
}

/** The index of the one event a 400 of the batch is about, from its field names. */
function refusedIndex(error: ApiError): number | undefined {
  if (error.status !== 400) return undefined;
  const [first] = Object.keys(error.body?.fields ?? {});
  const index = first === undefined ? undefined : /^events\.(\d+)\./.exec(first)?.[1];
  return index === undefined ? undefined : Number(index);
}

/** What the server takes for a record: the event as the device has it now, its server id, removed or not. */
function batchItem(record: OfflineRecord): MatchEventBatchItem {
  const body = eventBody(record.data);
  return {
    ...body,
    clientId: body.clientId!,
    ...(record.data.id === undefined ? {} : { id: record.data.id }),
    ...(record.deleted ? { deleted: true } : {}),
  };
}

/** The records in batches: per match (in the order of each match's oldest change), at most the server's maximum. */
function batches(records: OfflineRecord[]): OfflineRecord[][] {
  const byMatch = new Map<number, OfflineRecord[]>();
  for (const record of records) byMatch.set(record.matchId, [...(byMatch.get(record.matchId) ?? []), record]);
  return [...byMatch.values()].flatMap((list) =>
    Array.from({ length: Math.ceil(list.length / MATCH_EVENT_BATCH_MAX) }, (_, i) =>
      list.slice(i * MATCH_EVENT_BATCH_MAX, (i + 1) * MATCH_EVENT_BATCH_MAX),
    ),
  );
}

export async function syncRound(context: RoundContext): Promise<void> {
  const { store, setStatus } = context;
  if (!context.isOnline()) {
    setStatus({ offline: true });
    return;
  }
  const records = await store.unsynced();
  if (records.length === 0) {
    setStatus({ offline: false });
    return;
  }
  setStatus({ syncing: true });
  const failures: Failures = new Map(context.getStatus().failures.map((failure) => [failure.recordId, failure]));
  let offline = false;
  try {
    for (const batch of batches(records)) {
      const stop = await uploadBatch(batch, context, failures);
      if (stop) {
        offline = stop === 'offline';
        break;
      }
    }
  } finally {
    setStatus({ syncing: false, offline, failures: [...failures.values()] });
    await context.changed();
  }
}

/** Sends one match's records; answers why the round must stop, if it must. */
async function uploadBatch(
  records: OfflineRecord[],
  context: RoundContext,
  failures: Failures,
): Promise<'offline' | 'signedOut' | undefined> {
  const { matchId } = records[0];
  let pending = records;
  while (pending.length > 0) {
    try {
      const answer = await context.transport.batch(matchId, { events: pending.map(batchItem) });
      await context.store.settleUploads(outcomes(pending, answer));
      for (const record of pending) failures.delete(record.id);
      context.emitWrite(matchId, answer);
      context.setStatus({ lastSyncAt: context.now(), failures: [...failures.values()] });
      return undefined;
    } catch (error) {
      if (isNetworkError(error)) return 'offline';
      const refused = error as ApiError;
      // Nothing else will get through now either; the next round tries again.
      if (isApiError(refused, 401)) {
        failures.set(pending[0].id, syncFailure(pending[0], refused));
        return 'signedOut';
      }
      const index = refusedIndex(refused);
      if (index === undefined || index >= pending.length) {
        // About the match, not one event (its hall, a locked match): all of them wait.
        for (const record of pending) failures.set(record.id, syncFailure(record, refused));
        return undefined;
      }
      failures.set(pending[index].id, syncFailure(pending[index], refused, `events.${index}.`));
      pending = pending.filter((_, i) => i !== index);
    }
  }
  return undefined;
}

/** Each record with the server id of its event, null when the server has none (removed, here or elsewhere). */
function outcomes(records: OfflineRecord[], answer: MatchEventBatchResult): UploadOutcome[] {
  return records.map((record, i) => {
    const result = answer.results[i];
    if (!result || result.clientId !== batchItem(record).clientId) {
      throw new ApiError('writeMatchEventBatch', 500, null);
    }
    return { record, serverId: result.event?.id ?? null };
  });
}
