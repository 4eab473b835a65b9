// A hall's reporter during the rehearsal, as the reporter screen works (apps/web/src/features/reporter):
// each event goes into the device's queue with its own key (clientId) and is uploaded by the queue,
// one round at a time, one batch per match (at most 200 events), after every entry and every 10 s;
// a network error ends the round and the records wait for the next one. Stage changes and the
// stopwatch go straight to the server and are tapped again when the network fails. Offline, events
// get the chosen play stage and wait; a match is finished only once its events are uploaded.
import { randomUUID } from 'node:crypto';
import { ApiFailure, Browser } from './rehearsal-browser';
import { type Balancer, NetworkError, sleep } from './rehearsal-cluster';
import type { HallScript, ScriptEvent, ScriptMatch, StageCode } from './rehearsal-setup';

export const PASSWORD = 'handball2025';
const BATCH_MAX = 200;
const SYNC_INTERVAL_MS = 10_000;
/** Day seconds: the half-time break, and from the final whistle to the approval. */
const HALF_TIME_S = 120;
const APPROVAL_S = 60;

/** The compressed day: `speed` day seconds pass per wall second from `startedAt` on. */
export class DayClock {
  constructor(
    readonly origin: number,
    readonly speed: number,
    readonly startedAt = Date.now(),
  ) {}

  wallAt(daySeconds: number) {
    return this.startedAt + ((daySeconds - this.origin) / this.speed) * 1000;
  }
}

const sleepUntil = (wall: number) => sleep(Math.max(0, wall - Date.now()));

type MatchState = {
  competitionMatchStageId: number;
  homeScore: number | null;
  awayScore: number | null;
  homeGoalsCount: number;
  awayGoalsCount: number;
};
/** What the public sees of a match's result; a push message that changes it is timed. */
export const stateKey = (m: MatchState) =>
  `${m.competitionMatchStageId}:${m.homeScore ?? ''}:${m.awayScore ?? ''}:${m.homeGoalsCount}:${m.awayGoalsCount}`;

export type Entered = { matchId: number; event: ScriptEvent; stageId: number };

/** What every reporter did, for the end check and the figures. */
export class ReporterLog {
  readonly entered = new Map<string, Entered>();
  /** Keys of the events a 2xx answer confirmed, with the server's event id. */
  readonly acked = new Map<string, number>();
  /** Writes that changed a match's public state: when their first attempt went out and the state after. */
  readonly writes: { matchId: number; origin: number; state: string }[] = [];
  readonly answerMs: number[] = [];
  readonly batchMs: { events: number; ms: number }[] = [];
  readonly problems: string[] = [];
  networkRetries = 0;
}

type QueuedRecord = {
  clientId: string;
  matchId: number;
  item: Record<string, unknown>;
  synced: boolean;
  sentAt?: number;
};

export type ReporterOptions = {
  balancer: Balancer;
  clock: DayClock;
  log: ReporterLog;
  stageIds: Record<StageCode, number>;
  preferred: number;
  address: string;
  /** Wall-clock window without network, for the halls that go offline. */
  offline: { from: number; to: number } | null;
};

export class HallReporter {
  private readonly browser: Browser;
  private readonly queue = new Map<string, QueuedRecord>();
  private running: Promise<void> | null = null;
  private rerun = false;
  private lastTimestamp = 0;
  private finishing: Promise<void> = Promise.resolve();
  /** The match on the screen and the play stage chosen for it while offline. */
  private current: { match: ScriptMatch; pending: StageCode | null } | null = null;

  constructor(
    private readonly hall: HallScript,
    private readonly o: ReporterOptions,
  ) {
    this.browser = new Browser(o.balancer, o.preferred, o.address);
  }

  online() {
    const offline = this.o.offline;
    const now = Date.now();
    return !offline || now < offline.from || now >= offline.to;
  }

  private async waitOnline() {
    while (!this.online()) await sleep(200);
  }

  async run(): Promise<void> {
    await this.browser.signIn(this.hall.reporter, PASSWORD);
    await this.browser.json('listReporterHalls', 'GET', '/reporter/halls');
    const timer = setInterval(() => void this.sync(), SYNC_INTERVAL_MS);
    const offline = this.o.offline;
    const back = offline ? setTimeout(() => void this.backOnline(), Math.max(0, offline.to - Date.now())) : undefined;
    try {
      for (const match of this.hall.matches) await this.play(match);
      await this.finishing;
      while (this.unsynced() > 0) {
        await this.waitOnline();
        await this.sync();
        if (this.unsynced() > 0) await sleep(1000);
      }
    } finally {
      clearInterval(timer);
      clearTimeout(back);
    }
  }

  unsynced(matchId?: number) {
    let n = 0;
    for (const r of this.queue.values()) if (!r.synced && (matchId === undefined || r.matchId === matchId)) n++;
    return n;
  }

  /** The network is back: the play stage chosen meanwhile goes to the server, the queue uploads. */
  private async backOnline() {
    const current = this.current;
    if (current?.pending) {
      const stage = current.pending;
      current.pending = null;
      await this.action(current.match, 'changeMatchStage', 'POST', `stage/${this.o.stageIds[stage]}`, undefined, stage);
    }
    await this.sync();
  }

  private async play(match: ScriptMatch) {
    // A hall that runs late starts its next match late, as halls do.
    const t0 = Math.max(this.o.clock.wallAt(match.start), Date.now());
    const at = (daySeconds: number) => sleepUntil(t0 + (daySeconds / this.o.clock.speed) * 1000);
    this.current = { match, pending: null };
    if (match.walkover) {
      await at(0);
      await this.action(
        match,
        'setMatchWalkover',
        'POST',
        'walkover',
        { result: match.walkover },
        'waiting_for_approval',
      );
      await at(APPROVAL_S);
      this.finishing = this.finishing.then(() => this.approve(match));
      return;
    }
    const half = (match.length * 60) / 2;
    const end = match.length * 60 + HALF_TIME_S;
    const offsetOf = (e: ScriptEvent) => (e.stage === '1st_half' ? e.at : e.at + HALF_TIME_S);
    const steps: { at: number; run: () => Promise<void> }[] = [
      { at: 0, run: () => this.changeStage(match, '1st_half') },
      { at: 0.5, run: () => this.setClock(match, true, 0) },
      { at: half, run: () => this.setClock(match, false, half * 1000) },
      { at: half + HALF_TIME_S - 1, run: () => this.changeStage(match, '2nd_half') },
      { at: half + HALF_TIME_S - 0.5, run: () => this.setClock(match, true, half * 1000) },
      { at: end, run: () => this.setClock(match, false, match.length * 60_000) },
      ...match.events.map((e) => ({ at: offsetOf(e), run: async () => this.enter(match, e) })),
    ];
    steps.sort((a, b) => a.at - b.at);
    for (const step of steps) {
      await at(step.at);
      await step.run();
    }
    await at(end + 1);
    // Finishing waits for the network and the uploads; the next match does not wait for it.
    this.finishing = this.finishing.then(() => this.finish(match));
  }

  private async changeStage(match: ScriptMatch, stage: StageCode) {
    if (!this.online()) {
      if (this.current?.match === match) this.current.pending = stage;
      return;
    }
    await this.action(match, 'changeMatchStage', 'POST', `stage/${this.o.stageIds[stage]}`, undefined, stage);
  }

  private async setClock(match: ScriptMatch, running: boolean, elapsedMs: number) {
    // Offline the stopwatch runs on the device; the server hears of the next change.
    if (!this.online()) return;
    await this.action(match, 'setMatchClock', 'PUT', 'clock', { running, elapsedMs });
  }

  private enter(match: ScriptMatch, e: ScriptEvent) {
    this.lastTimestamp = Math.max(Date.now(), this.lastTimestamp + 1);
    const clientId = randomUUID();
    const stageId = this.o.stageIds[e.stage];
    this.o.log.entered.set(clientId, { matchId: match.id, event: e, stageId });
    this.queue.set(clientId, {
      clientId,
      matchId: match.id,
      synced: false,
      item: {
        minute: e.minute,
        second: e.second,
        createdTimestamp: this.lastTimestamp,
        competitionEventTypeId: e.eventTypeId,
        competitionMatchParticipantId: e.participantId,
        competitionMatchStageId: stageId,
        secondaryParticipantId: e.secondaryParticipantId,
        sevenMeterThrow: e.sevenMeterThrow,
        clientId,
      },
    });
    void this.sync();
  }

  private async finish(match: ScriptMatch) {
    await this.waitOnline();
    while (this.unsynced(match.id) > 0) {
      await this.sync();
      if (this.unsynced(match.id) > 0) await sleep(500);
    }
    await this.action(
      match,
      'changeMatchStage',
      'POST',
      `stage/${this.o.stageIds.waiting_for_approval}`,
      undefined,
      'waiting_for_approval',
    );
    await sleep((APPROVAL_S / this.o.clock.speed) * 1000);
    await this.approve(match);
  }

  private approve(match: ScriptMatch) {
    return this.action(match, 'changeMatchStage', 'POST', `stage/${this.o.stageIds.finished}`, undefined, 'finished');
  }

  /**
   * A direct write of the reporter screen, tapped again after a network error. A 409 after such an
   * error may mean the first attempt went through: the match's stage tells.
   */
  private async action(
    match: ScriptMatch,
    name: string,
    method: string,
    tail: string,
    body?: unknown,
    target?: StageCode,
  ) {
    const path = `/competition/match/${match.id}/${tail}`;
    let origin: number | undefined;
    let failedOnce = false;
    for (let attempt = 0; attempt < 60; attempt++) {
      await this.waitOnline();
      origin ??= Date.now();
      try {
        const answer = await this.browser.call(name, method, path, body ?? (method === 'GET' ? undefined : {}));
        if (answer.status >= 200 && answer.status < 300) {
          this.o.log.answerMs.push(answer.ms);
          this.o.log.writes.push({ matchId: match.id, origin, state: stateKey(JSON.parse(answer.body).match) });
          return;
        }
        if (answer.status === 409 && target && failedOnce && (await this.stageIs(match, target))) return;
        this.o.log.problems.push(`${name} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        if (answer.status < 500) return;
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        this.o.log.networkRetries++;
        failedOnce = true;
      }
      await sleep(1000);
    }
    this.o.log.problems.push(`${name} ${path}: gave up after 60 attempts`);
  }

  private async stageIs(match: ScriptMatch, stage: StageCode) {
    const detail = await this.browser
      .json<{ meta: { stageCode: string } }>('getCompetitionMatch', 'GET', `/competition/competition-match/${match.id}`)
      .catch((error: unknown) =>
        error instanceof ApiFailure || error instanceof NetworkError ? null : Promise.reject(error),
      );
    return detail?.meta.stageCode === stage;
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
    for (const r of this.queue.values()) {
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
        this.o.log.networkRetries++;
        return 'stop';
      }
      if (answer.status >= 200 && answer.status < 300) {
        const result = JSON.parse(answer.body) as {
          results: { clientId: string; event: { id: number } | null }[];
          match: MatchState;
        };
        pending.forEach((r, i) => {
          const item = result.results[i];
          if (item?.clientId !== r.clientId) this.o.log.problems.push(`batch answer out of order for ${r.clientId}`);
          r.synced = true;
          if (item?.event) this.o.log.acked.set(r.clientId, item.event.id);
        });
        this.o.log.answerMs.push(answer.ms);
        this.o.log.batchMs.push({ events: pending.length, ms: answer.ms });
        this.o.log.writes.push({ matchId, origin, state: stateKey(result.match) });
        return undefined;
      }
      this.o.log.problems.push(
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
