// The rehearsal's spectators, a child process of it: many Server-Sent Events streams on raw sockets,
// each behaving as the browser's EventSource does in the web app (apps/web/src/lib/live-stream.ts):
// it keeps the last `id:` it received, reconnects 3 s after the connection drops with Last-Event-ID
// (through the balancer: a refused connection goes to the other instance), and on `reset` reloads the
// live bundle. Per stream it keeps which message of each match it applied last; per message the
// arrival times on every stream, as a histogram relative to the message's first arrival here.
import http from 'node:http';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { LiveBundleWire } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { stateKey } from './rehearsal-log';
import { BUCKETS, bucketOf, type SpectatorReply, type SpectatorReport, type SpectatorRequest } from './rehearsal-push';

const RETRY_MS = 3000;
const REFUSED_RETRY_MS = 15_000;
const HOST = '127.0.0.1';
const FRAME_END = Buffer.from('\n\n');
const HEAD_END = Buffer.from('\r\n\r\n');
const ID = Buffer.from('id: ');
const MATCH = Buffer.from('event: match\ndata: ');
const RESET = Buffer.from('event: reset');
const now = () => performance.timeOrigin + performance.now();
const send = (reply: SpectatorReply) => process.send?.(reply);

type Frame = { matchIndex: number; matchId: number; state: string; firstAt: number; hist: Uint32Array[] };

let ports: number[] = [];
let matchIndex = new Map<number, number>();
const frames = new Map<number, Frame>();
const instanceDownUntil: number[] = [];
const agents: http.Agent[] = [];
let pseudoId = 0;
const bundles = new Map<string, Int32Array>();
let lastBundle: { etag: string; ids: Int32Array } | null = null;
let arrivals = 0;

/**
 * A message carries every match a burst of changes touched: each (message, match) is a frame of its
 * own, keyed by the message's id × KEY + the match's index, so a match's keys grow with the ids.
 */
const KEY = 10_000;
const messageFrames = new Map<number, Frame[]>();

function framesOf(id: number, data: Buffer): Frame[] {
  const known = messageFrames.get(id);
  if (known) return known;
  const firstAt = now();
  const list = readLiveBundle(JSON.parse(data.toString('utf8')) as LiveBundleWire).matches.map((match) => {
    const frame: Frame = {
      matchIndex: matchIndex.get(match.id) ?? -1,
      matchId: match.id,
      state: stateKey(match),
      firstAt,
      hist: [],
    };
    if (frame.matchIndex >= 0) frames.set(id * KEY + frame.matchIndex, frame);
    return frame;
  });
  messageFrames.set(id, list);
  return list;
}

/** The live bundle's match states as pseudo-messages (negative ids), once per version of the bundle. */
function bundleIds(etag: string, wire: LiveBundleWire): Int32Array {
  const ids = new Int32Array(matchIndex.size);
  for (const match of readLiveBundle(wire).matches) {
    const index = matchIndex.get(match.id);
    if (index === undefined) continue;
    const id = -++pseudoId;
    frames.set(id, { matchIndex: index, matchId: match.id, state: stateKey(match), firstAt: 0, hist: [] });
    ids[index] = id;
  }
  bundles.set(etag, ids);
  return ids;
}

function parseId(frame: Buffer): number {
  let n = 0;
  for (let i = ID.length; i < frame.length; i++) {
    const c = frame[i];
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  return n;
}

class Stream {
  private socket: net.Socket | null = null;
  private instance = -1;
  private lastId: number | undefined;
  private leftover: Buffer | null = null;
  private body = false;
  readonly latest: Int32Array;
  /** Which push last replaced each match (a count of this stream's pushes), as the web app keeps it. */
  private readonly pushedAt: Uint32Array;
  private pushes = 0;
  drops = 0;
  readonly dropTimes: number[] = [];
  /** The highest id on this connection so far, and the messages that came after a higher one. */
  private highest = 0;
  inversions = 0;
  resets = 0;
  refused = 0;
  private opened?: () => void;

  constructor(readonly preferred: number) {
    this.latest = new Int32Array(matchIndex.size);
    this.pushedAt = new Uint32Array(matchIndex.size);
  }

  connect(onOpen?: () => void, tried = 0) {
    this.opened = onOpen ?? this.opened;
    const preferredUp = (instanceDownUntil[this.preferred] ?? 0) <= Date.now();
    this.instance = preferredUp ? this.preferred : (this.preferred + 1 + tried) % ports.length;
    this.body = false;
    this.leftover = null;
    const socket = net.connect(ports[this.instance], HOST);
    this.socket = socket;
    let connected = false;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      connected = true;
      const resume = this.lastId === undefined ? '' : `Last-Event-ID: ${this.lastId}\r\n`;
      socket.write(
        `GET /api/v1/competition/live/stream HTTP/1.1\r\nHost: ${HOST}\r\nAccept: text/event-stream\r\n${resume}\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => {
      if (connected) return;
      // The balancer sends a refused connection to the next instance at once.
      instanceDownUntil[this.instance] = Date.now() + 1000;
      socket.destroy();
      this.socket = null;
      if (tried + 1 < ports.length) this.connect(undefined, tried + 1);
      else setTimeout(() => this.connect(), 1000);
    });
    socket.on('close', () => {
      if (!connected || this.socket !== socket) return;
      this.socket = null;
      this.drops++;
      this.dropTimes.push(Date.now());
      this.highest = 0;
      setTimeout(() => this.connect(), RETRY_MS);
    });
  }

  close() {
    const socket = this.socket;
    this.socket = null;
    socket?.destroy();
  }

  private onData(chunk: Buffer) {
    const buffer = this.leftover ? Buffer.concat([this.leftover, chunk]) : chunk;
    this.leftover = null;
    let position = 0;
    if (!this.body) {
      const end = buffer.indexOf(HEAD_END);
      if (end < 0) {
        this.leftover = buffer;
        return;
      }
      if (buffer.subarray(0, 12).toString() !== 'HTTP/1.1 200') {
        // Refused (503 at the stream limit): the web app tries again some 15 s later.
        this.refused++;
        const socket = this.socket;
        this.socket = null;
        socket?.destroy();
        setTimeout(() => this.connect(), REFUSED_RETRY_MS * (1 + Math.random()));
        return;
      }
      this.body = true;
      position = end + HEAD_END.length;
      this.opened?.();
      this.opened = undefined;
    }
    for (;;) {
      const end = buffer.indexOf(FRAME_END, position);
      if (end < 0) break;
      this.onFrame(buffer.subarray(position, end));
      position = end + FRAME_END.length;
    }
    if (position < buffer.length) this.leftover = Buffer.from(buffer.subarray(position));
  }

  private onFrame(frame: Buffer) {
    if (frame.subarray(0, ID.length).equals(ID)) {
      const id = parseId(frame);
      this.lastId = id;
      if (id < this.highest) this.inversions++;
      else this.highest = id;
      const at = frame.indexOf(MATCH);
      if (at < 0) return;
      for (const info of framesOf(id, frame.subarray(at + MATCH.length))) {
        if (info.matchIndex < 0) continue;
        const key = id * KEY + info.matchIndex;
        const previous = this.latest[info.matchIndex];
        // A message seen already (sent again after a reconnection) is not a new arrival.
        if (previous > 0 && previous >= key) continue;
        this.latest[info.matchIndex] = key;
        this.pushedAt[info.matchIndex] = ++this.pushes;
        arrivals++;
        info.hist[this.instance] ??= new Uint32Array(BUCKETS);
        info.hist[this.instance][bucketOf(now() - info.firstAt)]++;
      }
      return;
    }
    if (frame.subarray(0, RESET.length).equals(RESET)) {
      this.resets++;
      void this.reload();
    }
  }

  /**
   * `reset`: the web app refetches the live bundle and shows it instead, except the matches pushed
   * while it was on its way (apps/web/src/lib/live-pushes.ts).
   */
  private async reload() {
    const mark = this.pushes;
    const ids = await fetchBundle(this.instance).catch(() => null);
    if (!ids) return;
    for (let i = 0; i < ids.length; i++) if (ids[i] !== 0 && this.pushedAt[i] <= mark) this.latest[i] = ids[i];
  }
}

function fetchBundle(instance: number): Promise<Int32Array | null> {
  agents[instance] ??= new http.Agent({ keepAlive: true, maxSockets: 8 });
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (lastBundle) headers['if-none-match'] = lastBundle.etag;
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: HOST, port: ports[instance], path: '/api/v1/competition/live', headers, agent: agents[instance] },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const etag = String(res.headers.etag ?? '');
          if (res.statusCode === 304 && lastBundle) return resolve(lastBundle.ids);
          if (res.statusCode !== 200) return resolve(null);
          const known = bundles.get(etag);
          if (known) return resolve(known);
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          lastBundle = { etag, ids: bundleIds(etag, JSON.parse(text) as LiveBundleWire) };
          resolve(lastBundle.ids);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const streams: Stream[] = [];

function report(finals: string[]): SpectatorReport {
  let stayed = 0;
  let stayedMissing = 0;
  let movedMissing = 0;
  const misses: string[] = [];
  for (const stream of streams) {
    let missing = 0;
    for (let i = 0; i < finals.length; i++) {
      const seen = frames.get(stream.latest[i]);
      if (seen?.state === finals[i]) continue;
      missing++;
      if (misses.length < 10) {
        const match = [...matchIndex].find(([, v]) => v === i)?.[0];
        const latest = stream.latest[i];
        const from = latest < 0 ? 'the live bundle after a reset' : `message ${Math.floor(latest / KEY)}`;
        const last = [...frames].filter(([key, f]) => key > 0 && f.matchIndex === i).sort((a, b) => b[0] - a[0])[0];
        misses.push(
          `match ${match}: ${seen?.state ?? 'nothing'} from ${from}, final ${finals[i]} in message ${last ? Math.floor(last[0] / KEY) : '?'} (${stream.drops} drops, ${stream.resets} resets)`,
        );
      }
    }
    if (stream.drops === 0) stayed++;
    if (missing > 0 && stream.drops === 0) stayedMissing++;
    if (missing > 0 && stream.drops > 0) movedMissing++;
  }
  const sum = (pick: (s: Stream) => number) => streams.reduce((total, s) => total + pick(s), 0);
  return {
    type: 'report',
    frames: [...frames]
      .filter(([id]) => id > 0)
      .map(([id, f]) => ({
        id,
        matchId: f.matchId,
        state: f.state,
        firstAt: f.firstAt,
        buckets: f.hist.flatMap((h, instance) =>
          h ? [...h].flatMap((count, bucket) => (count > 0 ? [[instance, bucket, count]] : [])) : [],
        ),
      })),
    streams: streams.length,
    stayed,
    stayedMissing,
    movedMissing,
    drops: sum((s) => s.drops),
    dropTimes: streams.flatMap((s) => s.dropTimes),
    inversions: sum((s) => s.inversions),
    resets: sum((s) => s.resets),
    refused: sum((s) => s.refused),
    arrivals,
    misses,
  };
}

// The rehearsal ended or was interrupted.
process.on('disconnect', () => process.exit(0));

process.on('message', async (request: SpectatorRequest) => {
  if (request.type === 'open') {
    ports = request.ports;
    if (request.matchIds.length >= KEY) throw new Error(`A message's frames are keyed for fewer than ${KEY} matches`);
    matchIndex = new Map(request.matchIds.map((id, i) => [id, i]));
    // In batches, so that the accept queue never overflows.
    for (let i = 0; i < request.count; i += 250) {
      const batch = Array.from({ length: Math.min(250, request.count - i) }, () => new Stream(request.preferred));
      await Promise.all(batch.map((stream) => new Promise<void>((resolve) => stream.connect(resolve))));
      streams.push(...batch);
    }
    send({ type: 'opened', count: streams.length });
  } else if (request.type === 'report') {
    send(report(request.finals));
  } else {
    for (const stream of streams) stream.close();
    process.exit(0);
  }
});
