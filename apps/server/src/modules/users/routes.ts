import { currentUser } from '@tms/domain/contract/auth';
import { errorBody } from '@tms/domain/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
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
}
