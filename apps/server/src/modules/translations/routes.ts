import { errorBody, noBody } from '@tms/domain/contract/common';
import { editionQuery } from '@tms/domain/contract/editions';
import { translationOverrides } from '@tms/domain/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readEdition } from '../../db/edition-scope';
import { ResponseCache, editionKey, sendCached } from '../../plugins/response-cache';
import { getTranslationOverrides } from './service';

export async function translationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const cache = new ResponseCache();
  app.liveBus.onConfigurationChange(() => cache.invalidate());
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/web/translations',
    {
      schema: {
        operationId: 'getTranslations',
        tags: ['web'],
        summary: 'Translation overrides by locale and module, laid over the default texts by every page',
        querystring: editionQuery,
        response: { 200: translationOverrides, 304: noBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const year = request.query.edition;
      return sendCached(
        request,
        reply,
        await cache.get(editionKey('translations', year), () => readEdition(db, year, getTranslationOverrides)),
      );
    },
  );
}
