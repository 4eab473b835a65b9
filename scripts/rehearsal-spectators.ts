// The spectators' side of the rehearsal in the parent: one child process per instance
// (rehearsal-spectator-client.ts), each opening its share of the streams on its preferred instance,
// and the push latency worked out from what they saw: every message that first shows a match state
// a reporter's write made is timed on every stream from the moment that write first went out.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds } from './rehearsal-cluster';
import {
  bucketMs,
  type FrameReport,
  type SpectatorReply,
  type SpectatorReport,
  type SpectatorRequest,
} from './rehearsal-push';

const clientEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rehearsal-spectator-client.ts');

export class Spectators {
  private readonly children: ChildProcess[] = [];
  private readonly waiting = new Map<ChildProcess, (reply: SpectatorReply) => void>();

  constructor(private readonly ports: number[]) {}

  private ask(child: ChildProcess, request: SpectatorRequest): Promise<SpectatorReply> {
    return new Promise((resolve) => {
      this.waiting.set(child, resolve);
      child.send(request);
    });
  }

  /** `count` streams split over the instances, each share from its own process. */
  async open(count: number, matchIds: number[]): Promise<void> {
    await Promise.all(
      this.ports.map(async (_, preferred) => {
        const child = fork(clientEntry, [], {
          execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        child.on('message', (reply: SpectatorReply) => {
          const resolve = this.waiting.get(child);
          this.waiting.delete(child);
          resolve?.(reply);
        });
        this.children.push(child);
        const share = Math.floor(count / this.ports.length) + (preferred < count % this.ports.length ? 1 : 0);
        const opened = await this.ask(child, { type: 'open', ports: this.ports, preferred, count: share, matchIds });
        if (opened.type !== 'opened' || opened.count !== share) throw new Error('could not open the streams');
      }),
    );
  }

  /** What every process saw; `finals` is each tracked match's final state, in the order of `open`'s ids. */
  async report(finals: string[]): Promise<SpectatorReport[]> {
    return (await Promise.all(this.children.map((child) => this.ask(child, { type: 'report', finals })))).filter(
      (reply): reply is SpectatorReport => reply.type === 'report',
    );
  }

  /** CPU seconds the spectator processes have used so far. */
  cpuSeconds(): number {
    return this.children.reduce((total, child) => total + (cpuSeconds(child.pid) || 0), 0);
  }

  close() {
    for (const child of this.children) {
      if (child.connected) child.send({ type: 'close' } satisfies SpectatorRequest);
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }
  }
}

export type Latency = { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
export type PushLatency = Latency & { perInstance: Latency[]; timedWrites: number; untimedWrites: number };

function percentiles(weighted: [number, number][]): Latency {
  weighted.sort((a, b) => a[0] - b[0]);
  const total = weighted.reduce((sum, [, count]) => sum + count, 0);
  const at = (p: number) => {
    const rank = Math.floor(total * p);
    let seen = 0;
    for (const [value, count] of weighted) {
      seen += count;
      if (seen > rank) return value;
    }
    return weighted.at(-1)?.[0] ?? Number.NaN;
  };
  return { samples: total, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: weighted.at(-1)?.[0] ?? Number.NaN };
}

/**
 * Push latency on every stream: per match, each write that changed its public state is paired with
 * the first message showing that state; its arrival on a stream minus the write's first attempt.
 */
export function pushLatency(
  reports: SpectatorReport[],
  writes: { matchId: number; origin: number; state: string }[],
  instances: number,
): PushLatency {
  const framesByMatch = new Map<
    number,
    Map<number, { state: string; seen: { firstAt: number; buckets: number[][] }[] }>
  >();
  for (const report of reports) {
    for (const frame of report.frames as FrameReport[]) {
      const byId = framesByMatch.get(frame.matchId) ?? new Map();
      const entry = byId.get(frame.id) ?? { state: frame.state, seen: [] };
      entry.seen.push({ firstAt: frame.firstAt, buckets: frame.buckets });
      byId.set(frame.id, entry);
      framesByMatch.set(frame.matchId, byId);
    }
  }
  const all: [number, number][] = [];
  const perInstance: [number, number][][] = Array.from({ length: instances }, () => []);
  let timed = 0;
  let untimed = 0;
  const writesByMatch = new Map<number, typeof writes>();
  for (const write of writes) writesByMatch.set(write.matchId, [...(writesByMatch.get(write.matchId) ?? []), write]);
  for (const [matchId, list] of writesByMatch) {
    const frames = [...(framesByMatch.get(matchId) ?? new Map())].sort((a, b) => a[0] - b[0]);
    let previous = '';
    let after = 0;
    for (const write of list.sort((a, b) => a.origin - b.origin)) {
      if (write.state === previous) continue;
      previous = write.state;
      const found = frames.find(([id, frame]) => id > after && frame.state === write.state);
      if (!found) {
        untimed++;
        continue;
      }
      timed++;
      after = found[0];
      for (const seen of found[1].seen) {
        const base = seen.firstAt - write.origin;
        for (const [instance, bucket, count] of seen.buckets) {
          const value = base + bucketMs(bucket);
          all.push([value, count]);
          perInstance[instance]?.push([value, count]);
        }
      }
    }
  }
  return { ...percentiles(all), perInstance: perInstance.map(percentiles), timedWrites: timed, untimedWrites: untimed };
}
