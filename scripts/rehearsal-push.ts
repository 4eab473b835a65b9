// What the rehearsal's spectator processes and the rehearsal tell each other, and the histogram in
// which a process keeps a message's arrival times on its streams (relative to its first arrival).

export type SpectatorRequest =
  | { type: 'open'; ports: number[]; preferred: number; count: number; matchIds: number[] }
  | { type: 'report'; finals: string[] }
  | { type: 'close' };

export type FrameReport = { id: number; matchId: number; state: string; firstAt: number; buckets: number[][] };
export type SpectatorReport = {
  type: 'report';
  frames: FrameReport[];
  streams: number;
  /** Streams that never lost their connection, and how many of them lacked a final score. */
  stayed: number;
  stayedMissing: number;
  movedMissing: number;
  drops: number;
  /** When each connection dropped (ms since the epoch), to tell the kill from lagging streams the server closed. */
  dropTimes: number[];
  /** Messages that arrived after one numbered higher on the same connection (changes commit out of their numbers' order). */
  inversions: number;
  resets: number;
  refused: number;
  arrivals: number;
  misses: string[];
};
export type SpectatorReply = { type: 'opened'; count: number } | SpectatorReport;

export const BUCKETS = 100;
const GROWTH = 1.12;
export const bucketOf = (ms: number) =>
  ms < 1 ? 0 : Math.min(BUCKETS - 1, 1 + Math.floor(Math.log(ms) / Math.log(GROWTH)));
export const bucketMs = (bucket: number) => (bucket === 0 ? 0.5 : GROWTH ** (bucket - 1) * Math.sqrt(GROWTH));
