import { noBody } from '@tms/domain/contract/common';
import { translationOverrides } from '@tms/domain/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ResponseCache, sendCached } from '../../plugins/response-cache';
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
        response: { 200: translationOverrides, 304: noBody },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await cache.get('translations', () => getTranslationOverrides(db))),
  );
}
