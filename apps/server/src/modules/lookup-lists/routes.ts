import { enumsBundle, type SiteSettings } from '@tms/domain/contract/enums';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noBody } from '@tms/domain/contract/common';
import type { Db } from '../../db/client';
import { ResponseCache, sendCached } from '../../plugins/response-cache';
import { getEnums } from './service';

export async function lookupListsRoutes(app: FastifyInstance, { db, site }: { db: Db; site: SiteSettings }) {
  const cache = new ResponseCache();
  app.liveBus.onConfigurationChange(() => cache.invalidate());
  // Places, categories, the pricelist and countries are in the bundles: changed in the office, served at once.
  app.liveBus.onLookupChange(() => cache.invalidate());
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/web/enums',
    {
      schema: {
        operationId: 'getEnums',
        tags: ['web'],
        summary:
          'Enumerations: configuration, countries, pricelist, service levels, categories, sizes; the analytics and image proxy settings',
        response: { 200: enumsBundle, 304: noBody },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.get('enums', () => getEnums(db, site))),
  );
}
