import { errorBody, idParam } from '@tms/domain/contract/common';
import { liveBundle, matchDetail, matchLive, publicReferee, staticBundle } from '@tms/domain/contract/competition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ResponseCache, sendCached } from '../../plugins/response-cache';
import { getLiveBundle, getMatchDetail, getMatchLive, getPublicReferees, getStaticBundle } from './service';

const tags = ['competition'];
const errors = { 400: errorBody, 404: errorBody };

export async function competitionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const cache = new ResponseCache();
  app.liveBus.onCompetitionChange(() => cache.invalidate('live', 'static', 'referees'));

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/competition/static',
    {
      schema: {
        operationId: 'getCompetitionStatic',
        tags,
        summary: 'Teams, groups, places, categories and other data that rarely change',
        response: { 200: staticBundle, 304: z.null() },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.get('static', () => getStaticBundle(db))),
  );

  r.get(
    '/api/v1/competition/live',
    {
      schema: {
        operationId: 'getCompetitionLive',
        tags,
        summary: 'Standings rows (groupTeams) and matches; poll with If-None-Match',
        response: { 200: liveBundle, 304: z.null() },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.get('live', () => getLiveBundle(db))),
  );

  r.get(
    '/api/v1/competition/referees',
    {
      schema: {
        operationId: 'getCompetitionReferees',
        tags,
        summary: 'Approved referees, public fields only',
        response: { 200: z.array(publicReferee), 304: z.null() },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.get('referees', () => getPublicReferees(db))),
  );

  r.get(
    '/api/v1/competition/competition-match/:id',
    {
      schema: {
        operationId: 'getCompetitionMatch',
        tags,
        summary: 'Match detail: match, events, roster, referees',
        params: idParam,
        querystring: z.object({ t: z.string().optional().describe('Cache-busting time, ignored') }),
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getMatchDetail(db, request.params.id);
    },
  );

  r.get(
    '/api/v1/competition/competition-match-live/:id',
    {
      schema: {
        operationId: 'getCompetitionMatchLive',
        tags,
        summary: 'Match and its events',
        params: idParam,
        response: { 200: matchLive, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getMatchLive(db, request.params.id);
    },
  );
}
