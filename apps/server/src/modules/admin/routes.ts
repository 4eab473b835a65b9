import { adminConfigurationEntry, outboxMail } from '@tms/domain/contract/admin';
import { errorBody } from '@tms/domain/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { listConfiguration, listMailOutbox } from './service';

const tags = ['admin'];
const errors = { 401: errorBody, 403: errorBody };

export async function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/configuration',
    {
      schema: {
        operationId: 'getAdminConfiguration',
        tags,
        summary: 'Every configuration entry, with visibility and protection flags',
        response: { 200: z.array(adminConfigurationEntry), ...errors },
      },
    },
    async (request) => {
      await authorize(request, 'getAdminConfiguration');
      return listConfiguration(db);
    },
  );

  r.get(
    '/api/v1/admin/mail-outbox',
    {
      schema: {
        operationId: 'listMailOutbox',
        tags,
        summary: 'Mail written by the application, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(outboxMail), ...errors },
      },
    },
    async (request) => {
      await authorize(request, 'listMailOutbox');
      return listMailOutbox(db, request.query.limit);
    },
  );
}
