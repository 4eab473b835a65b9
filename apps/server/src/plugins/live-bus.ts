import { EventEmitter } from 'node:events';
import type { LiveMatch } from '@tms/domain/contract/competition';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database } from '../db/client';

export const LIVE_CHANNEL = 'tms_live';
/**
 * Push notices were queued: every instance's sender looks for due deliveries. A channel of its own, so
 * an instance of an earlier version (in a rolling deploy) never reads it as a change it knows.
 */
export const PUSH_CHANNEL = 'tms_push';

export type MatchChange = { id: number; matchId: number; match: LiveMatch };
/** `competition`: groups or a schedule rewritten as a whole (the organiser's apply); every cached bundle is stale. */
export type LiveNotification =
  | { type: 'match'; change: MatchChange }
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
 * and the bus tells caches and open streams here.
 */
export class LiveBus {
  private readonly emitter = new EventEmitter();
  private stopListening?: () => Promise<void>;

  constructor(private readonly log?: FastifyBaseLogger) {
    this.emitter.setMaxListeners(0);
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
    await this.stopListening?.();
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
    const change = notification.change;
    this.emitter.emit('competition', { matchIds: [change.matchId] } satisfies CompetitionChange);
    this.emitter.emit('match', change);
  }

  /** A change made outside the notifying writers (tests, imports): this instance only. */
  publishCompetitionChange(change: CompetitionChange) {
    this.emitter.emit('competition', change);
  }

  onCompetitionChange(listener: (change: CompetitionChange) => void): () => void {
    this.emitter.on('competition', listener);
    return () => this.emitter.off('competition', listener);
  }

  onMatchChange(listener: (change: MatchChange) => void): () => void {
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
