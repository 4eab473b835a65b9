// A hall's reporter during the rehearsal, as the reporter screen works (apps/web/src/features/reporter):
// each event goes into the device's queue with its own key (clientId) and is uploaded by the queue,
// one round at a time, one batch per match (at most 200 events), after every entry and every 10 s;
// a network error ends the round and the records wait for the next one. Stage changes and the
// stopwatch go straight to the server and are tapped again when the network fails. Offline, events
// get the chosen play stage and wait; a match is finished only once its events are uploaded.
import { randomUUID } from 'node:crypto';
import { ApiFailure, Browser } from './rehearsal-browser';
import { type Balancer, NetworkError, sleep } from './rehearsal-cluster';
import { type DayClock, type ReporterLog, stateKey } from './rehearsal-log';
import { DeviceQueue } from './rehearsal-queue';
import type { HallScript, ScriptEvent, ScriptMatch, StageCode } from './rehearsal-setup';

export const PASSWORD = 'handball2025';
const SYNC_INTERVAL_MS = 10_000;
/** Day seconds: the half-time break, and from the final whistle to the approval. */
const HALF_TIME_S = 120;
const APPROVAL_S = 60;

const sleepUntil = (wall: number) => sleep(Math.max(0, wall - Date.now()));

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
  private readonly queue: DeviceQueue;
  private lastTimestamp = 0;
  private finishing: Promise<void> = Promise.resolve();
  /** The match on the screen and the play stage chosen for it while offline. */
  private current: { match: ScriptMatch; pending: StageCode | null } | null = null;

  constructor(
    private readonly hall: HallScript,
    private readonly o: ReporterOptions,
  ) {
    this.browser = new Browser(o.balancer, o.preferred, o.address);
    this.queue = new DeviceQueue(this.browser, o.log, () => this.online());
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
    const timer = setInterval(() => void this.queue.sync(), SYNC_INTERVAL_MS);
    const offline = this.o.offline;
    const back = offline ? setTimeout(() => void this.backOnline(), Math.max(0, offline.to - Date.now())) : undefined;
    try {
      for (const match of this.hall.matches) await this.play(match);
      await this.finishing;
      while (this.queue.unsynced() > 0) {
        await this.waitOnline();
        await this.queue.sync();
        if (this.queue.unsynced() > 0) await sleep(1000);
      }
    } finally {
      clearInterval(timer);
      clearTimeout(back);
    }
  }

  /** The network is back: the play stage chosen meanwhile goes to the server, the queue uploads. */
  private async backOnline() {
    const current = this.current;
    if (current?.pending) {
      const stage = current.pending;
      current.pending = null;
      await this.action(current.match, 'changeMatchStage', 'POST', `stage/${this.o.stageIds[stage]}`, undefined, stage);
    }
    await this.queue.sync();
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
    this.queue.add({
      clientId,
      matchId: match.id,
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
  }

  private async finish(match: ScriptMatch) {
    await this.waitOnline();
    while (this.queue.unsynced(match.id) > 0) {
      await this.queue.sync();
      if (this.queue.unsynced(match.id) > 0) await sleep(500);
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
        // "cannot go from X to X": the attempt that failed on the way had gone through.
        const there = answer.body.includes(`from ${target} to ${target}`);
        if (answer.status === 409 && target && failedOnce && (there || (await this.stageIs(match, target)))) return;
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
}
