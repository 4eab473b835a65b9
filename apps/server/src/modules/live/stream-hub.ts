import type { ServerResponse } from 'node:http';
import { writeLiveBundle } from '@tms/domain/live-bundle';
import type { MatchChange } from '../../plugins/live-bus';

const HEARTBEAT_MS = 15_000;
/** A client this far behind is dropped; it reconnects with Last-Event-ID and catches up. */
const MAX_BUFFERED_BYTES = 1_048_576;

/** The data is the live bundle's form with the one match, read by the same reader. */
export const formatChange = (change: MatchChange) =>
  `id: ${change.id}\nevent: match\ndata: ${JSON.stringify(writeLiveBundle([change.match]))}\n\n`;

/** Open Server-Sent Events streams of this instance; a change is serialised once for all of them. */
export class StreamHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    this.heartbeat = setInterval(() => this.broadcastRaw(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size() {
    return this.clients.size;
  }

  add(res: ServerResponse) {
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
  }

  broadcast(change: MatchChange) {
    this.broadcastRaw(formatChange(change));
  }

  /** A configuration value changed: pages reload the texts and the theme. */
  broadcastConfigurationChange() {
    this.broadcastRaw('event: configuration\ndata: {}\n\n');
  }

  private broadcastRaw(text: string) {
    const chunk = Buffer.from(text);
    for (const res of this.clients) {
      if (res.writableLength > MAX_BUFFERED_BYTES) {
        res.destroy();
        continue;
      }
      res.write(chunk);
    }
  }

  close() {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}
