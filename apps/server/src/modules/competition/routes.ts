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
import { editionQuery } from '@tms/domain/contract/editions';
import type { Db } from '../../db/client';
import { readEdition } from '../../db/edition-scope';
import { notFound } from '../../lib/http-error';
import { ResponseCache, editionKey, sendCached } from '../../plugins/response-cache';
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
        summary:
          'Teams, groups, places, categories and other data that rarely change; of the edition of the year `edition` (default: the current one)',
        querystring: editionQuery,
        response: { 200: staticBundle, 304: noBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const year = request.query.edition;
      return sendCached(
        request,
        reply,
        await cache.get(editionKey('static', year), () => readEdition(db, year, getStaticBundle)),
      );
    },
  );

  r.get(
    '/api/v1/competition/live',
    {
      schema: {
        operationId: 'getCompetitionLive',
        tags,
        summary:
          'Standings rows (groupTeams) and matches in the compact form (short keys, defaults left out; read with readLiveBundle of the domain package); poll with If-None-Match',
        querystring: editionQuery,
        response: { 200: liveBundleWire, 304: noBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const year = request.query.edition;
      return sendCached(
        request,
        reply,
        await cache.get(editionKey('live', year), () => readEdition(db, year, getLiveBundle)),
      );
    },
  );

  r.get(
    '/api/v1/competition/referees',
    {
      schema: {
        operationId: 'getCompetitionReferees',
        tags,
        summary: 'Approved referees, public fields only',
        querystring: editionQuery,
        response: { 200: z.array(publicReferee), 304: noBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const year = request.query.edition;
      return sendCached(
        request,
        reply,
        await cache.get(editionKey('referees', year), () => readEdition(db, year, (read) => listPublicReferees(read))),
      );
    },
  );

  r.get(
    '/api/v1/competition/referees/:id',
    {
      schema: {
        operationId: 'getCompetitionReferee',
        tags,
        summary: 'The public card of an approved referee: name, country, halls per day; 404 for any other id',
        params: idParam,
        querystring: editionQuery,
        response: { 200: publicReferee, ...errors },
      },
    },
    async (request) => {
      const [referee] = await readEdition(db, request.query.edition, (read) =>
        listPublicReferees(read, [request.params.id]),
      );
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
        querystring: editionQuery.extend({ t: z.string().optional().describe('Cache-busting time, ignored') }),
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      // The links depend on the session: a signed-in user's answer is not kept anywhere.
      reply.header('cache-control', user ? 'no-store' : 'no-cache');
      return readEdition(db, request.query.edition, (read) => getMatchDetail(read, request.params.id, user));
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
        querystring: editionQuery,
        response: { 200: matchLive, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readEdition(db, request.query.edition, (read) => getMatchLive(read, request.params.id));
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
        querystring: editionQuery,
        response: { 200: z.array(playerStatistics), 304: noBody, ...errors },
      },
    },
    async (request, reply) => {
      const code = request.params.categoryCode;
      const year = request.query.edition;
      return sendCached(
        request,
        reply,
        await cache.get(editionKey(`statistics:${code}`, year), () =>
          readEdition(db, year, (read) => getCategoryStatistics(read, code)),
        ),
      );
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
        querystring: editionQuery.extend({ locale: z.enum(['cs', 'en']).default('cs') }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { edition, locale } = request.query;
      // A past year's pages have the year in their address; UIDs are the matches' ids, unique across years.
      const resultsUrl = `${config.publicUrl}${edition === undefined ? '' : `/${edition}`}/results`;
      const body = await readEdition(db, edition, (read) => teamCalendar(read, request.params.id, resultsUrl, locale));
      reply.type('text/calendar; charset=utf-8');
      reply.header('content-disposition', `inline; filename="team-${request.params.id}.ics"`);
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
