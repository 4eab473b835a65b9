import type { MatchDetail } from '@tms/domain/contract/competition';
import type { MatchEventWrite } from '@tms/domain/contract/reporting';
import { eventClientId } from '@tms/domain/match-event-write';
import { ApiError, isApiError } from '@/lib/api-client';
import { differsFromServer, eventBody } from './merge';
import type { OfflineRecord, QueueStatus, SyncFailure } from './records';
import type { RecordStore } from './store';
import type { QueueTransport } from './transport';

/**
 * One upload round of the offline queue: every unsynced record, oldest change first. Uploads are
 * safe to repeat: a create is idempotent by (match, clientId), a delete that answers 404 is
 * already done. A refused record stays unsynced (and listed as a failure) for the next round; a lost
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
  /** The server answered an upload with the written event and the match summary. */
  emitWrite: (matchId: number, answer: MatchEventWrite) => void;
};

/** Fetch failed before an HTTP answer: offline, DNS, connection reset. */
function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError);
}

function syncFailure(record: OfflineRecord, error: ApiError): SyncFailure {
  return {
    recordId: record.id,
    matchId: record.matchId,
    status: error.status,
    code: error.code ?? null,
    message: error.message,
    fields: error.body?.fields ?? null,
  };
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
  const failures = new Map(context.getStatus().failures.map((failure) => [failure.recordId, failure]));
  const details = new Map<number, Promise<MatchDetail>>();
  let offline = false;
  try {
    for (const record of records) {
      try {
        await upload(record, context, details);
        failures.delete(record.id);
        setStatus({ lastSyncAt: context.now(), failures: [...failures.values()] });
      } catch (error) {
        if (isNetworkError(error) || isApiError(error, 401)) {
          // Nothing else will get through now either; the next round tries again.
          offline = isNetworkError(error);
          if (!offline) failures.set(record.id, syncFailure(record, error as ApiError));
          break;
        }
        failures.set(record.id, syncFailure(record, error as ApiError));
      }
      await context.changed();
    }
  } finally {
    setStatus({ syncing: false, offline, failures: [...failures.values()] });
    await context.changed();
  }
}

async function upload(
  record: OfflineRecord,
  { store, transport, emitWrite }: RoundContext,
  details: Map<number, Promise<MatchDetail>>,
): Promise<void> {
  const { matchId, data } = record;
  if (record.deleted) {
    const serverId = data.id ?? (await findServerId(transport, matchId, eventClientId(data), details));
    if (serverId !== undefined) {
      const answer = await transport.remove(matchId, serverId);
      if (answer) emitWrite(matchId, answer);
    }
    await store.deleteUploaded(record);
    return;
  }

  let serverId = data.id;
  if (serverId !== undefined) {
    try {
      emitWrite(matchId, await transport.update(matchId, serverId, eventBody(data)));
    } catch (error) {
      // Removed on the server meanwhile (another device): the removal stands, the local copy goes.
      if (!isApiError(error, 404)) throw error;
      await store.delete(record.id);
      return;
    }
  } else {
    let answer = await transport.create(matchId, eventBody(data));
    const created = answer.event;
    if (!created) throw new ApiError('createMatchEvent', 500, null);
    serverId = created.id;
    // A repeated create answers the first upload's event; a later edit must still reach the server.
    if (differsFromServer(data, created)) answer = await transport.update(matchId, serverId, eventBody(data));
    emitWrite(matchId, answer);
  }
  await store.markUploaded(record, serverId);
}

/** An earlier create may have reached the server although its answer never came back. */
async function findServerId(
  transport: QueueTransport,
  matchId: number,
  clientId: string,
  details: Map<number, Promise<MatchDetail>>,
): Promise<number | undefined> {
  let detail = details.get(matchId);
  if (!detail) {
    detail = transport.detail(matchId);
    details.set(matchId, detail);
    detail.catch(() => details.delete(matchId));
  }
  return (await detail).events.find((event) => eventClientId(event) === clientId)?.id;
}
