import { errorBody } from '@tms/domain/contract/common';
import {
  editionList,
  rolloverInput,
  rolloverPreview,
  rolloverPreviewQuery,
  rolloverResult,
} from '@tms/domain/contract/editions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { listEditions, previewRollover, rollover } from './service';

const tags = ['admin'];
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The tournament editions and the rollover into the next year: the super admin's. */
export async function editionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
