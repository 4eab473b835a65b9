import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import {
  liveBundleWire,
  matchDetail,
  matchLive,
  playerStatistics,
  publicReferee,
  staticBundle,
} from '@tms/domain/contract/competition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { ResponseCache, sendCached } from '../../plugins/response-cache';
import { teamCalendar } from './calendar-service';
import { getLiveBundle } from './live-bundle-service';
import { getMatchDetail, getMatchLive } from './match-detail-service';
import { listPublicReferees } from './public-referees-service';
import { getStaticBundle } from './static-bundle-service';
import { getCategoryStatistics } from './statistics-service';

const tags = ['competition'];
const errors = { 400: errorBody, 404: errorBody };

export async function competitionRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const cache = new ResponseCache();
  app.liveBus.onCompetitionChange(() => cache.invalidate());
  // The static bundle carries the configuration too.
  app.liveBus.onConfigurationChange(() => cache.invalidate());
  // Places, categories, the pricelist and countries are in the bundles: changed in the office, served at once.
  app.liveBus.onLookupChange(() => cache.invalidate());
  app.liveBus.onRefereesChange(() => cache.invalidate('referees'));

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/competition/static',
    {
      schema: {
        operationId: 'getCompetitionStatic',
        tags,
        summary: 'Teams, groups, places, categories and other data that rarely change',
        response: { 200: staticBundle, 304: noBody },
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
        summary:
          'Standings rows (groupTeams) and matches in the compact form (short keys, defaults left out; read with readLiveBundle of the domain package); poll with If-None-Match',
        response: { 200: liveBundleWire, 304: noBody },
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
        response: { 200: z.array(publicReferee), 304: noBody },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.get('referees', () => listPublicReferees(db))),
  );

  r.get(
    '/api/v1/competition/referees/:id',
    {
      schema: {
        operationId: 'getCompetitionReferee',
        tags,
        summary: 'The public card of an approved referee: name, country, halls per day; 404 for any other id',
        params: idParam,
        response: { 200: publicReferee, ...errors },
      },
    },
    async (request) => {
      const [referee] = await listPublicReferees(db, [request.params.id]);
      if (!referee) throw notFound('Referee');
      return referee;
    },
  );

  r.get(
    '/api/v1/competition/competition-match/:id',
    {
      schema: {
        operationId: 'getCompetitionMatch',
        tags,
        summary: 'Match detail: match, events, roster, referees, and what the signed-in user may do with it (links)',
        params: idParam,
        querystring: z.object({ t: z.string().optional().describe('Cache-busting time, ignored') }),
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      // The links depend on the session: a signed-in user's answer is not kept anywhere.
      reply.header('cache-control', user ? 'no-store' : 'no-cache');
      return getMatchDetail(db, request.params.id, user);
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

  r.get(
    '/api/v1/competition/statistics/:categoryCode',
    {
      schema: {
        operationId: 'getCategoryStatistics',
        tags,
        summary: 'Player statistics of a category (goals, 7 m goals, shoot-out goals, cards), from events',
        params: z.object({ categoryCode: z.string().regex(/^[A-Z]{1,4}$/) }),
        response: { 200: z.array(playerStatistics), 304: noBody, ...errors },
      },
    },
    async (request, reply) => {
      const code = request.params.categoryCode;
      return sendCached(request, reply, await cache.get(`statistics:${code}`, () => getCategoryStatistics(db, code)));
    },
  );

  r.get(
    '/api/v1/competition/team/:id/calendar.ics',
    {
      schema: {
        operationId: 'getTeamCalendar',
        tags,
        summary: "iCalendar feed of the team's matches",
        params: idParam,
        querystring: z.object({ locale: z.enum(['cs', 'en']).default('cs') }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const body = await teamCalendar(db, request.params.id, config.publicUrl, request.query.locale);
      reply.type('text/calendar; charset=utf-8');
      reply.header('content-disposition', `inline; filename="team-${request.params.id}.ics"`);
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
