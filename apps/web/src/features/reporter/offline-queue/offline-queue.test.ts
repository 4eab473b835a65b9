import type { MatchDetail, MatchEvent } from '@tms/domain/contract/competition';
import type {
  MatchEventBatchInput,
  MatchEventBatchItem,
  MatchEventBatchResult,
  MatchEventInput,
} from '@tms/domain/contract/reporting';
import { eventClientId, legacyClientId } from '@tms/domain/match-event-write';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineQueue, type QueueOptions } from './offline-queue';
import { newClientId, recordId } from './records';

const MATCH_ID = 7;

/** An event as the form enters it: its key is made from the creation time here, so tests can name it. */
const key = (createdTimestamp: number) => `6f1c2a7e-3b4d-4c5e-8f90-${createdTimestamp.toString(16).padStart(12, '0')}`;

function input(createdTimestamp: number, minute = 1): MatchEventInput {
  return {
    minute,
    second: 30,
    createdTimestamp,
    clientId: key(createdTimestamp),
    competitionEventTypeId: 1,
    competitionMatchParticipantId: 11,
    competitionMatchStageId: 2,
  };
}

/**
 * A tiny stand-in for the server's event batch endpoint behind a mocked `fetch`: it keeps events in
 * memory, applies a batch in order by the event keys like the real one (create, change, remove; an
 * event with a server id the server no longer has stays removed) and answers the events and the match
 * summary.
 */
class FakeServer {
  events: MatchEvent[] = [];
  nextId = 100;
  calls: string[] = [];
  /** The events of every batch, in order. */
  bodies: MatchEventBatchItem[] = [];
  /** Answers to send instead of the normal one, consumed in order. */
  failures: (number | 'network' | { status: number; fields: Record<string, unknown> })[] = [];

  detail(): MatchDetail {
    return {
      events: this.events.map((event) => ({ ...event })),
      match: { id: MATCH_ID } as MatchDetail['match'],
      meta: { serverTime: new Date().toISOString(), stageCode: '1st_half' },
      clock: null,
      referees: [],
      roster: [],
      links: [],
    };
  }

  fetch = vi.fn(async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    this.calls.push(`${method} ${path}`);
    const planned = this.failures.shift();
    if (planned === 'network') throw new TypeError('Failed to fetch');
    if (typeof planned === 'number') return json(planned, { error: 'validation_error', message: 'Refused' });
    if (planned) return json(planned.status, { error: 'validation_error', message: 'Refused', fields: planned.fields });

    if (method === 'POST' && path === `/api/v1/competition/match/${MATCH_ID}/events/batch`) {
      const { events } = JSON.parse(String(init.body)) as MatchEventBatchInput;
      this.bodies.push(...events);
      const results = events.map((item) => ({ clientId: item.clientId, event: this.apply(item) }));
      const { match, meta, links } = this.detail();
      const answer: MatchEventBatchResult = { results, match, meta, links };
      return json(200, answer);
    }
    return json(404, { error: 'not_found', message: 'No route' });
  });

  private apply(item: MatchEventBatchItem): MatchEvent | null {
    const { id, deleted, ...body } = item;
    const index = this.events.findIndex((event) => eventClientId(event) === item.clientId);
    if (deleted) {
      if (index >= 0) this.events.splice(index, 1);
      return null;
    }
    if (index < 0 && id !== undefined) return null;
    if (index >= 0) {
      const stored = this.events[index];
      this.events[index] = this.toEvent(stored.id, { ...body, createdTimestamp: stored.createdTimestamp });
      return this.events[index];
    }
    const created = this.toEvent(this.nextId++, body);
    this.events.push(created);
    return created;
  }

  private toEvent(id: number, body: MatchEventInput): MatchEvent {
    return {
      id,
      minute: body.minute,
      second: body.second,
      createdTimestamp: body.createdTimestamp,
      clientId: eventClientId(body),
      competitionEventTypeId: body.competitionEventTypeId,
      competitionMatchParticipantId: body.competitionMatchParticipantId,
      competitionMatchStageId: body.competitionMatchStageId ?? 2,
      competitionMatchStageCode: '1st_half',
      secondaryParticipantId: body.secondaryParticipantId ?? null,
      sevenMeterThrow: body.sevenMeterThrow ?? false,
    };
  }
}

const BATCH = `POST /api/v1/competition/match/${MATCH_ID}/events/batch`;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let server: FakeServer;
let queue: OfflineQueue;
let clock: number;
let factory: IDBFactory;

/** A queue on this test's database; several queues with the same name share it (like a reload). */
function createQueue(options: Partial<QueueOptions> = {}) {
  return new OfflineQueue({
    databaseName: 'queue-test',
    indexedDB: factory,
    IDBKeyRange,
    now: () => clock,
    ...options,
  });
}

/** Waits for the upload round a save started (if any). */
async function settle() {
  await queue.idle();
}

function serverEvent(id: number, createdTimestamp: number, minute = 1): MatchEvent {
  return {
    id,
    minute,
    second: 30,
    createdTimestamp,
    clientId: key(createdTimestamp),
    competitionEventTypeId: 1,
    competitionMatchParticipantId: 11,
    competitionMatchStageId: 2,
    competitionMatchStageCode: '1st_half',
    secondaryParticipantId: null,
    sevenMeterThrow: false,
  };
}

beforeEach(() => {
  clock = 1_000_000;
  factory = new IDBFactory();
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  queue = createQueue();
});

afterEach(() => {
  queue.close();
  vi.unstubAllGlobals();
});

describe('storing', () => {
  it('keeps a saved event as an unsynced record keyed by match and event key', async () => {
    server.failures.push('network');
    await queue.save(MATCH_ID, input(5000));
    await settle();
    const [record] = await queue.list(MATCH_ID);
    expect(record).toMatchObject({
      id: `${MATCH_ID}-${key(5000)}`,
      matchId: MATCH_ID,
      data: input(5000),
      modifiedAt: clock,
      synced: 0,
      deleted: 0,
    });
    expect(queue.getStatus()).toMatchObject({ pending: 1, offline: true, lastSyncAt: null });
  });

  it('does not try to upload while the browser says it is offline', async () => {
    queue.close();
    queue = createQueue({ isOnline: () => false });
    await queue.save(MATCH_ID, input(5000));
    await settle();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(queue.getStatus()).toMatchObject({ pending: 1, offline: true });
  });

  it('gives new events strictly increasing creation times', () => {
    const a = queue.nextTimestamp();
    const b = queue.nextTimestamp();
    expect(b).toBeGreaterThan(a);
  });
});

describe('event keys', () => {
  it('makes a new, valid key for every event', () => {
    const keys = Array.from({ length: 200 }, () => newClientId());
    expect(new Set(keys).size).toBe(200);
    for (const made of keys)
      expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sends the key, and stores two events of one creation time with different keys', async () => {
    queue.close();
    queue = createQueue({ databaseName: 'device-a' });
    await queue.save(MATCH_ID, { ...input(5000), clientId: newClientId() });
    await queue.idle();
    const other = createQueue({ databaseName: 'device-b' });
    await other.save(MATCH_ID, { ...input(5000, 7), clientId: newClientId() });
    await other.idle();
    other.close();
    expect(server.events.map((event) => event.minute)).toEqual([1, 7]);
    expect(server.bodies.map((body) => body.clientId)).toEqual(server.events.map((event) => event.clientId));
  });

  it('keeps two events of one creation time as two records on one device', async () => {
    // E.g. a correction of another device's event that was entered in the same millisecond.
    await queue.save(MATCH_ID, { ...input(5000), clientId: newClientId() });
    await queue.save(MATCH_ID, { ...input(5000, 7), clientId: newClientId() });
    await settle();
    expect(await queue.list(MATCH_ID)).toHaveLength(2);
    expect(server.events.map((event) => event.minute)).toEqual([1, 7]);
  });

  it('uploads a record queued before events had keys with the key derived from its creation time', async () => {
    queue.close();
    queue = createQueue({ isOnline: () => false });
    const { clientId: _none, ...old } = input(5000);
    await queue.save(MATCH_ID, old);
    queue.close();
    queue = createQueue();
    await queue.sync();
    expect(server.bodies).toEqual([{ ...old, clientId: legacyClientId(5000) }]);
    // Stored as such records were, by creation time; a correction of the server's copy finds it.
    const [record] = await queue.list(MATCH_ID);
    expect(record).toMatchObject({ id: `${MATCH_ID}-5000`, synced: 1, data: { id: 100 } });
    expect(await queue.get(MATCH_ID, { createdTimestamp: 5000, clientId: legacyClientId(5000) })).toEqual(record);
  });

  it('removes an old record deleted before its create answer arrived, by the key derived from its time', async () => {
    server.events = [{ ...serverEvent(300, 5000), clientId: null }];
    const { clientId: _none, ...old } = input(5000);
    await queue.remove(MATCH_ID, old);
    await settle();
    expect(server.calls).toEqual([BATCH]);
    expect(server.bodies).toEqual([{ ...old, clientId: legacyClientId(5000), deleted: true }]);
    expect(server.events).toEqual([]);
  });
});

describe('uploading', () => {
  it('creates an event in a batch and remembers the server id', async () => {
    await queue.save(MATCH_ID, input(5000));
    await settle();
    expect(server.calls).toEqual([BATCH]);
    expect(server.events).toHaveLength(1);
    const record = await queue.get(MATCH_ID, input(5000));
    expect(record).toMatchObject({ synced: 1, deleted: 0, data: { ...input(5000), id: 100 } });
    expect(queue.getStatus()).toMatchObject({ pending: 0, lastSyncAt: clock, failures: [] });
  });

  it('sends the mutating headers of the API client', async () => {
    await queue.save(MATCH_ID, input(5000));
    await settle();
    const init = server.fetch.mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ 'X-Action-Name': 'writeMatchEventBatch', 'Content-Type': 'application/json' });
  });

  it('sends the server id of an event it has', async () => {
    await queue.save(MATCH_ID, input(5000, 1));
    await settle();
    clock += 1000;
    await queue.save(MATCH_ID, { ...input(5000, 4) });
    await settle();
    expect(server.calls).toEqual([BATCH, BATCH]);
    expect(server.bodies.at(-1)).toEqual({ ...input(5000, 4), id: 100 });
    expect(server.events[0].minute).toBe(4);
    expect(await queue.get(MATCH_ID, input(5000))).toMatchObject({ synced: 1, data: { id: 100, minute: 4 } });
  });

  it('deletes on the server, then locally', async () => {
    await queue.save(MATCH_ID, input(5000));
    await settle();
    clock += 1000;
    await queue.remove(MATCH_ID, { ...input(5000), id: 100 });
    await settle();
    expect(server.bodies.at(-1)).toEqual({ ...input(5000), id: 100, deleted: true });
    expect(server.events).toEqual([]);
    expect(await queue.list(MATCH_ID)).toEqual([]);
    expect(queue.getStatus().pending).toBe(0);
  });

  it('counts a removal of an event the server no longer has as done', async () => {
    await queue.remove(MATCH_ID, { ...input(5000), id: 55 });
    await settle();
    expect(server.calls).toEqual([BATCH]);
    expect(await queue.list(MATCH_ID)).toEqual([]);
    expect(queue.getStatus()).toMatchObject({ pending: 0, failures: [] });
  });

  it('leaves the record unsynced when the server refuses it, and retries later', async () => {
    server.failures.push(409);
    await queue.save(MATCH_ID, input(5000));
    await settle();
    expect(await queue.get(MATCH_ID, input(5000))).toMatchObject({ synced: 0 });
    expect(queue.getStatus()).toMatchObject({
      pending: 1,
      failures: [{ recordId: recordId(MATCH_ID, input(5000)), status: 409, code: 'validation_error' }],
    });

    await queue.sync();
    expect(await queue.get(MATCH_ID, input(5000))).toMatchObject({ synced: 1 });
    expect(queue.getStatus()).toMatchObject({ pending: 0, failures: [] });
  });

  it('leaves records unsynced after a network failure and stops the round', async () => {
    queue.close();
    let online = false;
    queue = createQueue({ isOnline: () => online });
    await queue.save(MATCH_ID, input(5000));
    clock += 1;
    await queue.save(MATCH_ID, input(6000));
    online = true;
    server.failures.push('network');
    await queue.sync();
    expect(server.calls).toHaveLength(1);
    expect((await queue.list(MATCH_ID)).map((record) => record.synced)).toEqual([0, 0]);
    expect(queue.getStatus()).toMatchObject({ offline: true, pending: 2 });
  });

  it('continues with the other records when one is refused', async () => {
    queue.close();
    let online = false;
    queue = createQueue({ isOnline: () => online });
    await queue.save(MATCH_ID, input(5000));
    clock += 1;
    await queue.save(MATCH_ID, input(6000));
    online = true;
    // The batch is refused because of its first event; sent again without it.
    server.failures.push({ status: 400, fields: { 'events.0.minute': { key: 'max', params: { max: 20 } } } });
    await queue.sync();
    expect(server.calls).toEqual([BATCH, BATCH]);
    const sent = server.fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as MatchEventBatchInput);
    expect(sent.map(({ events }) => events.map((body) => body.createdTimestamp))).toEqual([[5000, 6000], [6000]]);
    expect((await queue.get(MATCH_ID, input(5000)))?.synced).toBe(0);
    expect((await queue.get(MATCH_ID, input(6000)))?.synced).toBe(1);
    expect(queue.getStatus()).toMatchObject({
      pending: 1,
      failures: [
        {
          recordId: recordId(MATCH_ID, input(5000)),
          status: 400,
          fields: { minute: { key: 'max', params: { max: 20 } } },
        },
      ],
    });
  });

  it('does not duplicate an event whose first upload answer was lost', async () => {
    // The server got the first upload (minute 1); its answer never came back, so the record has no id.
    server.events = [serverEvent(100, 5000, 1)];
    await queue.save(MATCH_ID, input(5000, 9));
    await settle();
    expect(server.events).toHaveLength(1);
    // The server found it by its key and took the newer data.
    expect(server.calls).toEqual([BATCH]);
    expect(server.events[0].minute).toBe(9);
    expect(await queue.get(MATCH_ID, input(5000))).toMatchObject({ synced: 1, data: { id: 100 } });
  });

  it('keeps the queue across a reload', async () => {
    queue.close();
    queue = createQueue({ isOnline: () => false });
    await queue.save(MATCH_ID, input(5000));
    queue.close();
    queue = createQueue();
    await queue.open();
    expect(queue.getStatus().pending).toBe(1);
    await queue.sync();
    expect(server.events).toHaveLength(1);
  });

  it('finds the server id of an event deleted before its create answer arrived', async () => {
    server.events = [serverEvent(300, 5000)];
    await queue.remove(MATCH_ID, input(5000));
    await settle();
    expect(server.calls).toEqual([BATCH]);
    expect(server.events).toEqual([]);
    expect(await queue.list(MATCH_ID)).toEqual([]);
  });

  it('drops a never-uploaded event deleted offline', async () => {
    await queue.remove(MATCH_ID, input(5000));
    await settle();
    expect(server.calls).toEqual([BATCH]);
    expect(await queue.list(MATCH_ID)).toEqual([]);
  });

  it('keeps a record changed during its upload unsynced, with the server id', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realFetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementationOnce(async (url: string, init?: RequestInit) => {
      await gate;
      return realFetch(url, init);
    });
    const saving = queue.save(MATCH_ID, input(5000, 1));
    await saving;
    const round = queue.sync();
    clock += 1000;
    // The edit lands while the POST is still waiting for its answer.
    const edit = queue.save(MATCH_ID, input(5000, 8));
    await edit;
    release();
    await round;
    await settle();
    expect(server.events).toHaveLength(1);
    expect(server.events[0].minute).toBe(8);
    expect(await queue.get(MATCH_ID, input(5000))).toMatchObject({ synced: 1, data: { id: 100, minute: 8 } });
  });

  it('uploads 30 offline events exactly once each, in one request, reading the records once', async () => {
    queue.close();
    let online = false;
    queue = createQueue({ isOnline: () => online });
    for (let i = 0; i < 30; i += 1) {
      clock += 10;
      await queue.save(MATCH_ID, input(queue.nextTimestamp(), i));
    }
    const [, second] = await queue.list(MATCH_ID);
    await queue.remove(MATCH_ID, second.data);
    expect(queue.getStatus().pending).toBe(30);
    online = true;
    let reads = 0;
    queue.subscribeRecords(() => {
      reads += 1;
    });
    await Promise.all([queue.sync(), queue.sync(), queue.sync()]);
    expect(server.calls).toEqual([BATCH]);
    expect(reads).toBe(1);
    expect(server.events).toHaveLength(29);
    expect(new Set(server.events.map((event) => event.createdTimestamp)).size).toBe(29);
    expect(server.events.some((event) => event.createdTimestamp === second.data.createdTimestamp)).toBe(false);
    expect(queue.getStatus().pending).toBe(0);
  });

  it('reports the server answers so the screen can show them', async () => {
    const answers: MatchEventBatchResult[] = [];
    queue.onWrite((_matchId, answer) => answers.push(answer));
    await queue.save(MATCH_ID, input(5000));
    await settle();
    expect(answers.at(-1)?.results).toMatchObject([{ clientId: key(5000), event: { id: 100, clientId: key(5000) } }]);
  });

  it('a discarded record is forgotten with its failure', async () => {
    server.failures.push(400, 400);
    await queue.save(MATCH_ID, input(5000));
    await settle();
    expect(queue.getStatus().failures).toHaveLength(1);
    await queue.discard(recordId(MATCH_ID, input(5000)));
    expect(queue.getStatus()).toMatchObject({ pending: 0, failures: [] });
    expect(await queue.list(MATCH_ID)).toEqual([]);
  });

  it('sends one batch per match, each to its match', async () => {
    queue.close();
    let online = false;
    queue = createQueue({ isOnline: () => online });
    await queue.save(MATCH_ID, input(5000));
    clock += 1;
    await queue.save(MATCH_ID + 1, input(6000));
    clock += 1;
    await queue.save(MATCH_ID, input(7000));
    online = true;
    await queue.sync();
    // The fake serves only MATCH_ID: the other match's record is refused and waits.
    expect(server.calls).toEqual([BATCH, `POST /api/v1/competition/match/${MATCH_ID + 1}/events/batch`]);
    expect(server.bodies.map((body) => body.createdTimestamp)).toEqual([5000, 7000]);
    expect(queue.getStatus()).toMatchObject({ pending: 1, failures: [{ matchId: MATCH_ID + 1, status: 404 }] });
  });
});
