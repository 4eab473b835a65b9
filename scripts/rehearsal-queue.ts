// The reporter device's event queue in the rehearsal, as the web app's offline queue works
// (apps/web/src/features/reporter/offline-queue): every event is kept until the server has it; an
// upload round sends the unsynced events oldest first, one batch per match of at most 200, one round
// at a time (a request during a round runs another after it); a network error ends the round; a
// batch refused because of one event goes again without it, which stays queued.
import type { Browser } from './rehearsal-browser';
import { NetworkError } from './rehearsal-cluster';
import { type MatchState, type ReporterLog, stateKey } from './rehearsal-log';

const BATCH_MAX = 200;

export type QueuedRecord = {
  clientId: string;
  matchId: number;
  item: Record<string, unknown>;
  synced: boolean;
  sentAt?: number;
};

export class DeviceQueue {
  private readonly records = new Map<string, QueuedRecord>();
  private running: Promise<void> | null = null;
  private rerun = false;

  constructor(
    private readonly browser: Browser,
    private readonly log: ReporterLog,
    private readonly online: () => boolean,
  ) {}

  /** Keeps a new event and starts an upload. */
  add(record: Omit<QueuedRecord, 'synced'>) {
    this.records.set(record.clientId, { ...record, synced: false });
    void this.sync();
  }

  unsynced(matchId?: number) {
    let n = 0;
    for (const r of this.records.values()) if (!r.synced && (matchId === undefined || r.matchId === matchId)) n++;
    return n;
  }

  /** One upload round at a time; a request during a round runs another one after it. */
  sync(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.rerun = false;
        await this.round();
      } while (this.rerun && this.online());
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round() {
    if (!this.online()) return;
    const byMatch = new Map<number, QueuedRecord[]>();
    for (const r of this.records.values()) {
      if (!r.synced) byMatch.set(r.matchId, [...(byMatch.get(r.matchId) ?? []), r]);
    }
    for (const records of byMatch.values()) {
      for (let i = 0; i < records.length; i += BATCH_MAX) {
        if ((await this.upload(records.slice(i, i + BATCH_MAX))) === 'stop') return;
      }
    }
  }

  private async upload(batch: QueuedRecord[]): Promise<'stop' | undefined> {
    let pending = batch;
    const matchId = batch[0].matchId;
    while (pending.length > 0) {
      const now = Date.now();
      for (const r of pending) r.sentAt ??= now;
      const origin = Math.min(...pending.map((r) => r.sentAt!));
      let answer: Awaited<ReturnType<Browser['call']>>;
      try {
        answer = await this.browser.call('writeMatchEventBatch', 'POST', `/competition/match/${matchId}/events/batch`, {
          events: pending.map((r) => r.item),
        });
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        this.log.networkRetries++;
        return 'stop';
      }
      if (answer.status >= 200 && answer.status < 300) {
        const result = JSON.parse(answer.body) as {
          results: { clientId: string; event: { id: number } | null }[];
          match: MatchState;
        };
        pending.forEach((r, i) => {
          const item = result.results[i];
          if (item?.clientId !== r.clientId) this.log.problems.push(`batch answer out of order for ${r.clientId}`);
          r.synced = true;
          if (item?.event) this.log.acked.set(r.clientId, item.event.id);
        });
        this.log.answerMs.push(answer.ms);
        this.log.batchMs.push({ events: pending.length, ms: answer.ms });
        this.log.writes.push({ matchId, origin, state: stateKey(result.match) });
        return undefined;
      }
      this.log.problems.push(
        `batch of ${pending.length} for match ${matchId}: ${answer.status} ${answer.body.slice(0, 200)}`,
      );
      const field = answer.status === 400 ? /"events\.(\d+)\./.exec(answer.body)?.[1] : undefined;
      // One event refused: the others go again without it; it stays in the queue.
      if (field !== undefined && Number(field) < pending.length)
        pending = pending.filter((_, i) => i !== Number(field));
      else return undefined;
    }
    return undefined;
  }
}
