import { describe, expect, it } from 'vitest';
import { ChangeCoalescer, type PendingChanges } from './change-coalescer';

/** A coalescer whose flushes are recorded and last until `release` is called. */
function recording(tickMs: number) {
  const flushes: PendingChanges[] = [];
  let release: () => void = () => undefined;
  const coalescer = new ChangeCoalescer(tickMs, async (changes) => {
    flushes.push(changes);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  return { coalescer, flushes, release: () => release() };
}

describe('change coalescer', () => {
  it('flushes the first change at once and what arrives meanwhile in one flush after it, in order', async () => {
    const { coalescer, flushes, release } = recording(20);
    coalescer.add(1, [7]);
    await expect.poll(() => flushes.length).toBe(1);
    // The first flush still runs: these wait and go together.
    coalescer.add(3, [8]);
    coalescer.add(2, [7]);
    coalescer.add(4, [9, 8]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(flushes).toHaveLength(1);
    release();
    await expect.poll(() => flushes.length).toBe(2);
    expect(flushes).toEqual([
      { seqs: [1], matchIds: [7] },
      { seqs: [3, 2, 4], matchIds: [8, 7, 9] },
    ]);
    release();
    await coalescer.settled();
  });

  it('keeps at least a tick between flushes while changes keep coming', async () => {
    const times: number[] = [];
    const coalescer = new ChangeCoalescer(40, async () => {
      times.push(performance.now());
    });
    for (let seq = 1; seq <= 30; seq++) {
      coalescer.add(seq, [seq % 3]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await coalescer.settled();
    expect(times.length).toBeGreaterThan(1);
    expect(times.length).toBeLessThan(10);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(38);
  });

  it('flushes a change that follows a quiet spell at once, however soon after the last flush', async () => {
    const flushedAt: number[] = [];
    const coalescer = new ChangeCoalescer(200, async () => {
      flushedAt.push(performance.now());
    });
    const addedAt: number[] = [];
    for (let seq = 1; seq <= 4; seq++) {
      addedAt.push(performance.now());
      coalescer.add(seq, [seq]);
      // Half a tick and more apart: each change is on its own, well within a tick of the last flush.
      await new Promise((resolve) => setTimeout(resolve, 110));
    }
    await coalescer.settled();
    expect(flushedAt).toHaveLength(4);
    for (const [i, at] of flushedAt.entries()) expect(at - addedAt[i]).toBeLessThan(60);
  });

  it('goes on flushing after a flush failed', async () => {
    const seen: number[][] = [];
    const coalescer = new ChangeCoalescer(5, async ({ seqs }) => {
      seen.push(seqs);
      if (seen.length === 1) throw new Error('database gone');
    });
    coalescer.add(1, [1]);
    await expect.poll(() => seen.length).toBe(1);
    coalescer.add(2, [1]);
    await coalescer.settled();
    expect(seen).toEqual([[1], [2]]);
  });
});
