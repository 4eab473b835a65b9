import { enumsBundle, type SiteSettings } from '@tms/domain/contract/enums';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, noBody } from '@tms/domain/contract/common';
import { editionQuery } from '@tms/domain/contract/editions';
import type { Db } from '../../db/client';
import { readEdition } from '../../db/edition-scope';
import { ResponseCache, editionKey, sendCached } from '../../plugins/response-cache';
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
        querystring: editionQuery,
        response: { 200: enumsBundle, 304: noBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const year = request.query.edition;
      return sendCached(
        request,
        reply,
        await cache.get(editionKey('enums', year), () => readEdition(db, year, (read) => getEnums(read, site))),
      );
    },
  );
}
