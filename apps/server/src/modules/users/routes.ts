import { errorBody } from '@tms/domain/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';

/** Accounts arrive with sessions; until then nobody is signed in. */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/web/users/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['web'],
        summary: 'The signed-in user',
        response: { 401: errorBody },
      },
    },
    async () => {
      throw new HttpError(401, 'unauthorized', 'Not signed in');
    },
  );
  r.get(
    '/api/v1/web/referees',
    {
      schema: {
        operationId: 'getWebReferees',
        tags: ['web'],
        summary: 'Full referee registrations (signed-in users with access)',
        response: { 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      throw new HttpError(401, 'unauthorized', 'Not signed in');
    },
  );
}
