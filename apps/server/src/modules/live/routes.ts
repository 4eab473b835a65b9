import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@tms/domain/contract/common';
import type { Db } from '../../db/client';
import { serviceUnavailable } from '../../lib/http-error';
import { readLiveMatches } from './live-matches';
import { StreamHub, type StreamLimits } from './stream-hub';

/** When a refused stream may try again; browsers retry by themselves some seconds later anyway. */
const RETRY_AFTER_S = 10;

const STREAM_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  // The body ends when the connection does: no chunk framing to add to each message.
  connection: 'close',
};

/** The response head as bytes, with the headers the app's hooks set (security headers, cookies). */
function responseHead(headers: Record<string, number | string | string[] | undefined>) {
  const lines = [`HTTP/1.1 200 ${STATUS_CODES[200]}`];
  for (const [name, value] of Object.entries({ ...headers, ...STREAM_HEADERS })) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export async function liveRoutes(app: FastifyInstance, { db, limits }: { db: Db; limits: StreamLimits }) {
  const hub = new StreamHub(limits);
  app.liveBus.readMatchesWith((matchIds) => readLiveMatches(db, matchIds));
  app.liveBus.onMatchChanges((changes) => hub.broadcast(changes));
  app.liveBus.onConfigurationChange(() => hub.broadcastConfigurationChange());
  app.liveBus.onLookupChange(() => hub.broadcastLookupChange());
  app.addHook('onClose', async () => hub.close());
  app.decorate('liveStreams', hub);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/competition/live/stream',
    {
      schema: {
        operationId: 'streamCompetitionLive',
        tags: ['competition'],
        summary:
          'Server-Sent Events: `match` events whose data is the live bundle form with the changed match, `configuration` when texts or theme changed, `lookup` when places, categories, the pricelist or countries changed, `reset` when the missed messages are no longer kept (reload the live bundle); resume with Last-Event-ID. A client that lags too far behind is disconnected and resumes the same way. 503 with Retry-After when the instance serves its maximum of streams',
        querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
        headers: z.object({ 'last-event-id': z.coerce.number().int().min(0).optional() }),
        response: { 503: errorBody },
      },
    },
    async (request, reply) => {
      if (hub.full) throw serviceUnavailable(RETRY_AFTER_S, 'Too many live streams on this server, try again later');
      const lastId = request.headers['last-event-id'] ?? request.query.lastEventId;
      const head = responseHead(reply.getHeaders());
      reply.hijack();
      // The stream writes to the socket itself: one shared buffer per message, nothing per stream.
      const socket = request.raw.socket;
      socket.setNoDelay(true);
      socket.write(`${head}retry: 3000\n: connected ${hub.lastId}\n\n`);
      hub.add(socket, lastId);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: StreamHub;
  }
}
