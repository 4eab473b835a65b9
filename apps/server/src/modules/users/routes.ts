import { currentUser } from '@tms/domain/contract/auth';
import { errorBody } from '@tms/domain/contract/common';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { referees } from '../../db/schema/index';
import { authorize, can } from '../../policy';
import { getCurrentUser } from './service';

const errors = { 401: errorBody, 403: errorBody };

export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/web/users/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['web'],
        summary: 'The signed-in user with roles, teams, referee registrations, clubs and news',
        response: { 200: currentUser, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'getCurrentUser');
      reply.header('cache-control', 'no-store');
      return getCurrentUser(db, user);
    },
  );
  r.get(
    '/api/v1/web/referees',
    {
      schema: {
        operationId: 'getWebReferees',
        tags: ['web'],
        summary: "Full referee registrations: the user's own, or all for admins",
        response: { 200: z.array(z.record(z.string(), z.unknown())), ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'listWebReferees');
      reply.header('cache-control', 'no-store');
      const query = db.select().from(referees).orderBy(asc(referees.lastName), asc(referees.id));
      return can(user, 'listAllReferees') ? query : query.where(eq(referees.userId, user.id));
    },
  );
}
