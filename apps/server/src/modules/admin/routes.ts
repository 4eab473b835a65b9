import { errorBody } from '@tms/domain/contract/common';
import { configurationEntry } from '@tms/domain/contract/enums';
import { asc, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { configurations, mailOutbox } from '../../db/schema/index';
import { authorize } from '../../policy';

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
        response: {
          200: z.array(configurationEntry.extend({ isPublic: z.boolean(), protected: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) => {
      await authorize(request, 'getAdminConfiguration');
      return db.select().from(configurations).orderBy(asc(configurations.key));
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
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              to: z.string(),
              subject: z.string(),
              text: z.string(),
              createdAt: z.string(),
              sentAt: z.string().nullable(),
              error: z.string().nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      await authorize(request, 'listMailOutbox');
      return db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          error: mailOutbox.error,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(request.query.limit);
    },
  );
}
