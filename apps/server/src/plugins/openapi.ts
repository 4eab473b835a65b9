import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tournament management API',
        description: 'Public competition data, accounts, club zone and live reporting of the handball tournament.',
        version: '1.0.0',
      },
      tags: [
        { name: 'competition', description: 'Public competition data' },
        { name: 'web', description: 'Enumerations and the current user' },
        { name: 'auth', description: 'Accounts and sessions' },
        { name: 'admin', description: 'Organisers' },
        { name: 'reporting', description: 'Live hall reporting' },
        { name: 'club', description: 'Club registration, club detail, files and invoices' },
        {
          name: 'print',
          description: 'Printed documents (PDF): match sheets and reports, hall day sheets, team schedules',
        },
        { name: 'meta', description: 'Health and documentation' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Tags start collapsed: with every operation expanded at once (over 140), the page stopped
    // rendering after the first tag.
    uiConfig: { docExpansion: 'none' },
    staticCSP: true,
    // Swagger UI sets inline styles; allow them on the docs pages only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
  });
  app.get(
    '/api/openapi.json',
    { schema: { operationId: 'getOpenApiDocument', tags: ['meta'], hide: true } },
    async () => app.swagger(),
  );
}

export default fp(openapiPlugin, { name: 'openapi' });
