import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StreamHub, formatChange } from './stream-hub';

export async function liveRoutes(app: FastifyInstance) {
  const hub = new StreamHub();
  app.liveBus.onMatchChange((change) => hub.broadcast(change));
  app.liveBus.onConfigurationChange(() => hub.broadcastConfigurationChange());
  app.addHook('onClose', async () => hub.close());
  app.decorate('liveStreams', hub);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/competition/live/stream',
    {
      schema: {
        operationId: 'streamCompetitionLive',
        tags: ['competition'],
        summary:
          'Server-Sent Events: `match` events whose data has matchId and the changed match, `configuration` when texts or theme changed; resume with Last-Event-ID',
        querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
        headers: z.object({ 'last-event-id': z.coerce.number().int().min(0).optional() }),
      },
    },
    async (request, reply) => {
      const lastId = request.headers['last-event-id'] ?? request.query.lastEventId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\n: connected ${app.liveBus.lastId}\n\n`);
      if (lastId !== undefined) {
        const missed = app.liveBus.since(lastId);
        if (missed === null) res.write(`event: reset\ndata: {}\n\n`);
        else for (const change of missed) res.write(formatChange(change));
      }
      hub.add(res);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: StreamHub;
  }
}
