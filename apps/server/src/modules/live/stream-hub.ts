import type { Socket } from 'node:net';
import { writeLiveBundle } from '@tms/domain/live-bundle';
import type { MatchChange } from '../../plugins/live-bus';

export type StreamLimits = {
  /** Open streams served at most. */
  maxStreams: number;
  /** Bytes queued in this process for one stream before it is closed. */
  maxBufferedBytes: number;
};

const HEARTBEAT_MS = 15_000;
/**
 * Recent messages kept for clients that come back with Last-Event-ID. A client is closed once it
 * lags `maxBufferedBytes` behind, so these bounds (far above the default 256 KB) let it resume.
 */
const REPLAY_MESSAGES = 10_000;
const REPLAY_BYTES = 4 * 1024 * 1024;

// Frames that never change are encoded once for every stream.
const HEARTBEAT = Buffer.from(': ping\n\n');
const CONFIGURATION = Buffer.from('event: configuration\ndata: {}\n\n');
const RESET = Buffer.from('event: reset\ndata: {}\n\n');
const LOOKUP = Buffer.from('event: lookup\ndata: {}\n\n');

type Frame = { id: number; bytes: Buffer };

/** The `match` frame of a change: the live bundle's form with the one match, read by the same reader. */
export const encodeChange = (change: MatchChange) =>
  Buffer.from(`id: ${change.id}\nevent: match\ndata: ${JSON.stringify(writeLiveBundle([change.match]))}\n\n`);

/**
 * The open Server-Sent Events streams of this instance. A change is serialised and encoded once and
 * the same buffer is written to every socket: per stream there is a length check and a write. A
 * client that stops reading (its bytes pile up here) is closed instead of holding memory; the
 * browser reconnects with Last-Event-ID and gets what it missed from the replay buffer.
 */
export class StreamHub {
  private readonly sockets = new Set<Socket>();
  private readonly replay: Frame[] = [];
  private replayBytes = 0;
  private lastWriteAt = 0;
  private readonly heartbeat: NodeJS.Timeout;
  /** Streams closed for lagging, since start. */
  dropped = 0;
  /** The id of the latest change sent. */
  lastId = 0;

  constructor(readonly limits: StreamLimits) {
    this.heartbeat = setInterval(() => {
      // Proxies close a silent connection; a stream that just had a message is not silent.
      if (Date.now() - this.lastWriteAt >= HEARTBEAT_MS) this.writeAll(HEARTBEAT);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size() {
    return this.sockets.size;
  }

  get full() {
    return this.sockets.size >= this.limits.maxStreams;
  }

  /**
   * Takes over a socket whose response head was written: sends what the client missed after
   * `lastEventId` (or a reset when that is no longer kept), then every change.
   */
  add(socket: Socket, lastEventId?: number) {
    if (lastEventId !== undefined) {
      const missed = this.since(lastEventId);
      if (missed === null) socket.write(RESET);
      else for (const frame of missed) socket.write(frame.bytes);
    }
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  broadcast(change: MatchChange) {
    const frame = { id: change.id, bytes: encodeChange(change) };
    this.remember(frame);
    this.lastId = Math.max(this.lastId, change.id);
    this.writeAll(frame.bytes);
  }

  /** A configuration value changed: pages reload the texts and the theme. */
  broadcastConfigurationChange() {
    this.writeAll(CONFIGURATION);
  }

  /** Places, categories, the pricelist or countries changed: pages reload the static data and the lookup lists. */
  broadcastLookupChange() {
    this.writeAll(LOOKUP);
  }

  /** Frames after `lastId`, or null when some of them are no longer kept (the client reloads). */
  since(lastId: number): Frame[] | null {
    const first = this.replay[0];
    // This instance has sent nothing yet (it just started): it cannot tell what the client missed.
    if (!first) return lastId > 0 ? null : [];
    // Changes are sent in the order they were committed, which is not always the order of their
    // numbers (each is drawn inside its transaction): 3 may go out before 2. Every instance sends
    // them in the same order, so the client missed what came after the last change it got.
    for (let i = this.replay.length - 1; i >= 0; i--) {
      if (this.replay[i].id === lastId) return this.replay.slice(i + 1);
    }
    if (lastId >= this.lastId) return [];
    if (lastId < first.id - 1) return null;
    let start = this.replay.length;
    while (start > 0 && this.replay[start - 1].id > lastId) start--;
    return this.replay.slice(start);
  }

  private remember(frame: Frame) {
    this.replay.push(frame);
    this.replayBytes += frame.bytes.length;
    let drop = 0;
    while (
      this.replay.length - drop > REPLAY_MESSAGES ||
      (this.replayBytes > REPLAY_BYTES && this.replay.length - drop > 1)
    ) {
      this.replayBytes -= this.replay[drop].bytes.length;
      drop++;
    }
    if (drop > 0) this.replay.splice(0, drop);
  }

  private writeAll(bytes: Buffer) {
    this.lastWriteAt = Date.now();
    const limit = this.limits.maxBufferedBytes;
    for (const socket of this.sockets) {
      if (socket.writableLength > limit) {
        this.dropped++;
        this.sockets.delete(socket);
        socket.destroy();
      } else {
        socket.write(bytes);
      }
    }
  }

  close() {
    clearInterval(this.heartbeat);
    for (const socket of this.sockets) socket.end();
    this.sockets.clear();
  }
}
