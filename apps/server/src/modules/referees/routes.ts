import { errorBody } from '@tms/domain/contract/common';
import { refereeRegistration } from '@tms/domain/contract/referees';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize, can } from '../../policy';
import { listRefereeRegistrations } from './service';

const errors = { 401: errorBody, 403: errorBody };

export async function refereesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/web/referees',
    {
      schema: {
        operationId: 'getWebReferees',
        tags: ['web'],
        summary: "Full referee registrations: the user's own, or all for admins",
        response: { 200: z.array(refereeRegistration), ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'listWebReferees');
      reply.header('cache-control', 'no-store');
      return listRefereeRegistrations(db, can(user, 'listAllReferees') ? 'all' : { userId: user.id });
    },
  );
}
