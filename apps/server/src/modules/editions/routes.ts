import { errorBody, noBody } from '@tms/domain/contract/common';
import {
  edition,
  editionList,
  publicEdition,
  rolloverInput,
  rolloverPreview,
  rolloverPreviewQuery,
  rolloverResult,
} from '@tms/domain/contract/editions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { ResponseCache, sendCached } from '../../plugins/response-cache';
import { listEditions, listPublicEditions, makeCurrent, previewRollover, rollover } from './service';

const tags = ['admin'];
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The tournament editions and the rollover into the next year: the super admin's. */
export async function editionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const cache = new ResponseCache();
  // A year gets listed with its first match; the current one always is.
  app.liveBus.onCompetitionChange(() => cache.invalidate());
  app.liveBus.onConfigurationChange(() => cache.invalidate());

  r.get(
    '/api/v1/web/editions',
    {
      schema: {
        operationId: 'getWebEditions',
        tags: ['web'],
        summary: 'The editions the results can be browsed in: the current one and every one with matches, newest first',
        response: { 200: z.array(publicEdition), 304: noBody },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.get('editions', () => listPublicEditions(db))),
  );

  r.get(
    '/api/v1/admin/editions',
    {
      schema: {
        operationId: 'listEditions',
        tags,
        summary: 'Every tournament edition, newest first, with its teams and matches; which one is current',
        response: { 200: editionList, ...readErrors },
      },
    },
    async (request) => {
      await authorize(request, 'manageEditions');
      return { items: await listEditions(db) };
    },
  );

  r.get(
    '/api/v1/admin/editions/rollover',
    {
      schema: {
        operationId: 'previewRollover',
        tags,
        summary:
          'What creating the next edition from the current one would copy (categories with birth dates moved, price list, configuration with dates moved), what starts empty and what is shared',
        querystring: rolloverPreviewQuery,
        response: { 200: rolloverPreview, ...readErrors },
      },
    },
    async (request) => {
      await authorize(request, 'manageEditions');
      return previewRollover(db, request.query);
    },
  );

  r.post(
    '/api/v1/admin/editions',
    {
      schema: {
        operationId: 'createEdition',
        tags,
        summary:
          'Creates the next edition from the current one in one transaction, audited; the new edition is not current. 409 when the year has an edition',
        body: rolloverInput,
        response: { 201: rolloverResult, ...readErrors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageEditions');
      const result = await rollover(db, user, request.body);
      reply.code(201);
      return result;
    },
  );

  r.post(
    '/api/v1/admin/editions/:year/current',
    {
      schema: {
        operationId: 'makeEditionCurrent',
        tags,
        summary:
          'Opens an edition: it becomes the one every page and form works with; the other years stay readable under their year',
        params: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
        response: { 200: edition, ...readErrors, 404: errorBody },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageEditions');
      return makeCurrent(db, user, request.params.year);
    },
  );
}
