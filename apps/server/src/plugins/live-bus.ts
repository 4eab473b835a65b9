import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type CompetitionChange = { matchIds: number[] };

/**
 * Tells every part of this instance that competition data changed (caches drop their bodies).
 * In-process for now; fan-out across instances plugs in here.
 */
export class LiveBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publishCompetitionChange(change: CompetitionChange) {
    this.emitter.emit('competition', change);
  }

  onCompetitionChange(listener: (change: CompetitionChange) => void): () => void {
    this.emitter.on('competition', listener);
    return () => this.emitter.off('competition', listener);
  }

  publishConfigurationChange() {
    this.emitter.emit('configuration');
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

async function liveBusPlugin(app: FastifyInstance) {
  app.decorate('liveBus', new LiveBus());
}

export default fp(liveBusPlugin, { name: 'live-bus' });
