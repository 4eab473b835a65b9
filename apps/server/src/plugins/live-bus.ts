import { EventEmitter } from 'node:events';
import type { LiveMatch } from '@tms/domain/contract/competition';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database } from '../db/client';
import { ChangeCoalescer, type PendingChanges } from './change-coalescer';

export const LIVE_CHANNEL = 'tms_live';
/**
 * Push notices were queued: every instance's sender looks for due deliveries. A channel of its own, so
 * an instance of an earlier version (in a rolling deploy) never reads it as a change it knows.
 */
export const PUSH_CHANNEL = 'tms_push';

/**
 * The least time between two flushes of match changes on one instance: what a spectator may wait
 * at most on top of the flush itself while changes arrive back to back.
 */
export const LIVE_TICK_MS = 50;

/**
 * One burst of match changes, as an instance sends it to its streams: the changes' numbers in the
 * order this instance heard them, the highest of them (the message's id), and the changed matches
 * as they stand now (published ones only).
 */
export type MatchChanges = { id: number; seqs: number[]; matches: LiveMatch[] };
/** Reads the public rows of matches, for the burst's message. */
export type LiveMatchReader = (matchIds: number[]) => Promise<LiveMatch[]>;
/** `competition`: groups or a schedule rewritten as a whole (the organiser's apply); every cached bundle is stale. */
export type LiveNotification =
  /** Matches changed: the change's number (live_event_seq) and the match ids, nothing else. */
  | { type: 'match'; id: number; matchIds: number[] }
  | { type: 'configuration' }
  | { type: 'competition'; matchIds: number[] }
  /** Places, categories, the pricelist or countries changed: the public bundles are rebuilt. */
  | { type: 'lookup' }
  /** A referee was accepted or declined, changed halls or details: the public referee list is rebuilt. */
  | { type: 'referees' };
export type CompetitionChange = { matchIds: number[] };

/**
 * Fans changes out to every instance: writers NOTIFY inside their transaction, PostgreSQL
 * delivers on commit to each instance's LISTEN connection (PGlite: to its in-process listener),
 * and the bus tells caches and open streams here. Match changes are taken in bursts
 * (`ChangeCoalescer`): per burst the caches are dropped once, the changed matches read once and
 * sent in one message, however many reporters wrote meanwhile. As every instance hears every
 * committed change, each drops its own caches and tells its own streams, and a writer that dies
 * right after its commit loses no announcement.
 */
export class LiveBus {
  private readonly emitter = new EventEmitter();
  private stopListening?: () => Promise<void>;
  private readMatches?: LiveMatchReader;
  private readonly coalescer: ChangeCoalescer;

  constructor(
    private readonly log?: FastifyBaseLogger,
    tickMs = LIVE_TICK_MS,
  ) {
    this.emitter.setMaxListeners(0);
    this.coalescer = new ChangeCoalescer(tickMs, (changes) => this.flushMatches(changes));
  }

  /** Where the bursts' messages read the changed matches from (the live routes set it). */
  readMatchesWith(reader: LiveMatchReader) {
    this.readMatches = reader;
  }

  /** Resolves once every match change heard so far has reached the caches and the streams. */
  settled(): Promise<void> {
    return this.coalescer.settled();
  }

  async listen(database: Database) {
    if (database.pglite) {
      const unlisten = await database.pglite.listen(LIVE_CHANNEL, (payload) => this.receive(payload));
      const unlistenPush = await database.pglite.listen(PUSH_CHANNEL, () => this.emitter.emit('push'));
      this.stopListening = async () => {
        await unlisten();
        await unlistenPush();
      };
      return;
    }
    if (database.connectionString) {
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async () => {
        client = new pg.Client({ connectionString: database.connectionString });
        client.on('notification', (msg) => {
          if (msg.channel === PUSH_CHANNEL) this.emitter.emit('push');
          else if (msg.payload) this.receive(msg.payload);
        });
        client.on('error', (error) => {
          this.log?.error({ err: error }, 'live listener lost its connection; reconnecting');
          client?.end().catch(() => undefined);
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000);
        });
        await client.connect();
        await client.query(`listen ${LIVE_CHANNEL}`);
        await client.query(`listen ${PUSH_CHANNEL}`);
      };
      await connect();
      this.stopListening = async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    }
  }

  async close() {
    this.coalescer.close();
    await this.stopListening?.();
  }

  private async flushMatches({ seqs, matchIds }: PendingChanges) {
    // Dropped before the read: a body built from here on has the burst's data.
    this.emitter.emit('competition', { matchIds } satisfies CompetitionChange);
    if (!this.readMatches || this.emitter.listenerCount('match') === 0) return;
    let matches: LiveMatch[];
    try {
      matches = await this.readMatches(matchIds);
    } catch (error) {
      this.log?.error({ err: error }, 'reading changed matches failed; trying again with the next burst');
      for (const [i, seq] of seqs.entries()) this.coalescer.add(seq, i === 0 ? matchIds : []);
      return;
    }
    if (matches.length === 0) return;
    const id = seqs.reduce((max, seq) => Math.max(max, seq), 0);
    this.emitter.emit('match', { id, seqs, matches } satisfies MatchChanges);
  }

  private receive(payload: string) {
    let notification: LiveNotification;
    try {
      notification = JSON.parse(payload);
    } catch {
      this.log?.warn({ payload: payload.slice(0, 200) }, 'unreadable live notification');
      return;
    }
    if (notification.type === 'configuration') {
      this.emitter.emit('configuration');
      return;
    }
    if (notification.type === 'competition') {
      this.emitter.emit('competition', { matchIds: notification.matchIds } satisfies CompetitionChange);
      return;
    }
    if (notification.type === 'lookup') {
      this.emitter.emit('lookup');
      return;
    }
    if (notification.type === 'referees') {
      this.emitter.emit('referees');
      return;
    }
    if (notification.type !== 'match' || !Number.isInteger(notification.id) || !Array.isArray(notification.matchIds)) {
      this.log?.warn({ payload: payload.slice(0, 200) }, 'unknown live notification');
      return;
    }
    this.coalescer.add(notification.id, notification.matchIds);
  }

  /** A change made outside the notifying writers (tests, imports): this instance only. */
  publishCompetitionChange(change: CompetitionChange) {
    this.emitter.emit('competition', change);
  }

  onCompetitionChange(listener: (change: CompetitionChange) => void): () => void {
    this.emitter.on('competition', listener);
    return () => this.emitter.off('competition', listener);
  }

  onMatchChanges(listener: (changes: MatchChanges) => void): () => void {
    this.emitter.on('match', listener);
    return () => this.emitter.off('match', listener);
  }

  publishConfigurationChange() {
    this.emitter.emit('configuration');
  }

  onLookupChange(listener: () => void): () => void {
    this.emitter.on('lookup', listener);
    return () => this.emitter.off('lookup', listener);
  }

  onRefereesChange(listener: () => void): () => void {
    this.emitter.on('referees', listener);
    return () => this.emitter.off('referees', listener);
  }

  onPushQueued(listener: () => void): () => void {
    this.emitter.on('push', listener);
    return () => this.emitter.off('push', listener);
  }

  onConfigurationChange(listener: () => void): () => void {
    this.emitter.on('configuration', listener);
    return () => this.emitter.off('configuration', listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveBus: LiveBus;
  }
}

async function liveBusPlugin(app: FastifyInstance, options: { database: Database }) {
  const bus = new LiveBus(app.log);
  await bus.listen(options.database);
  app.decorate('liveBus', bus);
  app.addHook('onClose', async () => bus.close());
}

export default fp(liveBusPlugin, { name: 'live-bus' });
