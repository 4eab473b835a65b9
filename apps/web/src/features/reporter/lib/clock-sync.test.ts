import type { MatchClockInput } from '@tms/domain/contract/reporting';
import { pause, STOPPED, start } from '@tms/domain/stopwatch';
import { describe, expect, it } from 'vitest';
import { ClockSync, FIRST_RETRY_MS } from './clock-sync';

class Network {
  now = 1_000_000;
  online = true;
  sent: [number, MatchClockInput][] = [];
  timers: { run: () => void; at: number }[] = [];
  pending = new Map<number, boolean>();
  /** Answers held back until released, to queue states while a call is on its way. */
  hold: (() => void)[] = [];
  holding = false;

  sync = new ClockSync({
    put: (matchId, body) => {
      if (!this.online) return Promise.reject(new TypeError('Failed to fetch'));
      if (matchId === 404) return Promise.reject(Object.assign(new Error('gone'), { status: 404 }));
      this.sent.push([matchId, body]);
      if (!this.holding) return Promise.resolve();
      return new Promise<void>((resolve) => this.hold.push(resolve));
    },
    retryable: (error) => !(error instanceof Error && 'status' in error),
    now: () => this.now,
    setTimer: (run, ms) => {
      const timer = { run, at: this.now + ms };
      this.timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      this.timers = this.timers.filter((t) => t !== timer);
    },
    markPending: (matchId, pending) => this.pending.set(matchId, pending),
  });

  /** Lets `ms` pass, firing the timers due. */
  async advance(ms: number) {
    this.now += ms;
    const due = this.timers.filter((t) => t.at <= this.now);
    this.timers = this.timers.filter((t) => t.at > this.now);
    for (const timer of due) timer.run();
    await settle();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ClockSync', () => {
  it('sends each start and pause with the time read when it goes out', async () => {
    const net = new Network();
    const running = start(STOPPED, net.now - 5000);
    net.sync.send(7, running);
    await settle();
    net.now += 3000;
    net.sync.send(7, pause(running, net.now));
    await settle();
    expect(net.sent).toEqual([
      [7, { running: true, elapsedMs: 5000 }],
      [7, { running: false, elapsedMs: 8000 }],
    ]);
    expect(net.sync.pending()).toBe(false);
    expect(net.pending.get(7)).toBe(false);
  });

  it('keeps only the newest state while off line and sends it, with the time then, when back', async () => {
    const net = new Network();
    net.online = false;
    const running = start(STOPPED, net.now);
    net.sync.send(7, running);
    await settle();
    net.sync.send(7, pause(running, net.now + 1000));
    net.sync.send(7, start(pause(running, net.now + 1000), net.now + 2000));
    await settle();
    expect(net.sent).toEqual([]);
    expect(net.pending.get(7)).toBe(true);

    // Retries wait longer each time; nothing is lost meanwhile.
    await net.advance(FIRST_RETRY_MS);
    expect(net.timers[0]?.at).toBe(net.now + FIRST_RETRY_MS * 2);
    net.online = true;
    net.now += 10_000;
    await net.sync.flush();
    // Running since +2000 after 1000 ms before the pause: 1000 + (now - start2).
    expect(net.sent).toEqual([[7, { running: true, elapsedMs: 1000 + (net.now - 1_002_000) }]]);
    expect(net.timers).toEqual([]);
    expect(net.pending.get(7)).toBe(false);
  });

  it('sends a state queued while the previous one was on its way', async () => {
    const net = new Network();
    net.holding = true;
    const running = start(STOPPED, net.now);
    net.sync.send(7, running);
    await settle();
    net.sync.send(7, pause(running, net.now + 4000));
    for (const release of net.hold.splice(0)) release();
    await settle();
    for (const release of net.hold.splice(0)) release();
    await settle();
    expect(net.sent.map(([, body]) => body)).toEqual([
      { running: true, elapsedMs: 0 },
      { running: false, elapsedMs: 4000 },
    ]);
    expect(net.sync.pending()).toBe(false);
  });

  it('gives up on a refused state without blocking the others', async () => {
    const net = new Network();
    net.sync.send(404, start(STOPPED, net.now));
    net.sync.send(8, start(STOPPED, net.now));
    await settle();
    await settle();
    expect(net.sent).toEqual([[8, { running: true, elapsedMs: 0 }]]);
    expect(net.sync.pending()).toBe(false);
    expect(net.timers).toEqual([]);
  });
});
