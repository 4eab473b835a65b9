import type { LiveMatch } from '@tms/domain/contract/competition';
import { afterEach, describe, expect, it } from 'vitest';
import { StreamHub } from './stream-hub';

const hubs: StreamHub[] = [];
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close();
});

/** A hub that has sent these frames, each the numbers of its changes in the order they arrived. */
function hubWith(frames: number[][]) {
  const hub = new StreamHub({ maxStreams: 10, maxBufferedBytes: 1024 });
  hubs.push(hub);
  for (const seqs of frames) {
    hub.broadcast({ id: Math.max(...seqs), seqs, matches: [{ id: seqs[0] } as unknown as LiveMatch] });
  }
  return hub;
}

/** The changes a client gets from `hub` when it resumes after `lastId`. */
const resumed = (hub: StreamHub, lastId: number) => hub.since(lastId)?.flatMap((frame) => frame.seqs) ?? null;

describe('stream hub replay', () => {
  // Numbers are drawn before commit, so change 3 may commit after 4. Every instance hears the
  // changes in commit order (1 2 4 3 5) but groups them into frames by its own ticks.
  const first = () => hubWith([[1, 2], [4], [3, 5]]);
  const second = () => hubWith([[1], [2, 4, 3], [5]]);

  it('resumes a client from another instance after the arrival of its last change, not after its number', () => {
    // The client saw the first instance's frame [4] (its id is 4): 3 and 5 arrived after it.
    expect(resumed(second(), 4)).toEqual(expect.arrayContaining([3, 5]));
    // It saw [1, 2] (id 2): 4, 3 and 5 follow.
    expect(resumed(second(), 2)).toEqual(expect.arrayContaining([4, 3, 5]));
    // On the first instance, a client that saw [4] misses [3, 5], whose id is 5.
    expect(resumed(first(), 4)).toEqual([3, 5]);
  });

  it('sends nothing to a client that has seen the latest frame, and a reset when its change is no longer kept', () => {
    expect(resumed(first(), 5)).toEqual([]);
    // Ahead of this instance (it comes from one that has heard more): what follows comes anyway.
    expect(resumed(first(), 9)).toEqual([]);
    // A change this instance has heard of since, but no longer keeps.
    expect(resumed(hubWith([[7], [8]]), 3)).toBeNull();
    // This instance has just started: it cannot tell.
    expect(resumed(hubWith([]), 3)).toBeNull();
  });
});
