import { auditPage, auditQuery } from '@tms/domain/contract/audit';
import { errorBody } from '@tms/domain/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import { AUDIT_EXPORT, loadAudit } from './service';

/** GET /api/v1/admin/audit: the back-office changes, of one record with `entity` and `id`. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/audit',
    {
      schema: {
        operationId: 'listAudit',
        tags: ['admin'],
        summary:
          'Back-office changes (who, when, record, old and new values), newest first; of one record with entity and id; format=csv|xlsx exports every selected row',
        querystring: auditQuery,
        produces: LIST_PRODUCES,
        response: { 200: auditPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'listAudit');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadAudit(db, request.query, paging),
        item: (row) => row,
        file: { name: 'audit', sheet: 'audit.title', columns: AUDIT_EXPORT },
      });
    },
  );
}
