import { errorBody, idParam } from '@tms/domain/contract/common';
import {
  ownRefereePayout,
  refereeMatches as refereeMatchesList,
  refereeMatchesQuery,
  refereePayoutQuery,
  refereePayouts,
} from '@tms/domain/contract/referee-assignments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { LIST_PRODUCES, sendExport } from '../../lib/admin-list';
import { authorize } from '../../policy';
import { loadPayoutExportRows, loadPayouts, payoutExportColumns } from './payout-service';
import { refereeMatches } from './publish-service';
import { manageableReferee } from '../referees/registration-service';
import { notFound } from '../../lib/http-error';
import { and, eq } from 'drizzle-orm';
import { referees } from '../../db/schema/index';

const tags = ['admin'];
const ADMIN = '/api/v1/admin';
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Referee payouts for the office, and the referee's own matches and payout. */
export async function refereePayoutRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${ADMIN}/referee-payouts`,
    {
      schema: {
        operationId: 'listRefereePayouts',
        tags,
        summary:
          'What each referee is owed from his finished matches and days present; format=csv|xlsx exports one currency (currency required) with the bank details',
        querystring: refereePayoutQuery,
        produces: LIST_PRODUCES,
        response: { 200: refereePayouts, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'listRefereePayouts');
      reply.header('cache-control', 'no-store');
      const { format, currency, locale } = request.query;
      if (!format) return loadPayouts(db, { currency });
      const fileCurrency = currency ?? 'CZK';
      return sendExport(reply, format, {
        db,
        user,
        query: { page: 1, pageSize: 25, sort: 'lastName', format, locale },
        load: async () => {
          const rows = await loadPayoutExportRows(db, fileCurrency);
          return { rows, total: rows.length };
        },
        item: (row) => row,
        file: {
          name: `referee-payouts-${fileCurrency.toLowerCase()}`,
          sheet: `refereePayoutExport.sheet.${fileCurrency}`,
          columns: payoutExportColumns(fileCurrency),
        },
      });
    },
  );

  // ---- the referee's own views ----

  r.get(
    '/api/v1/competition/referees/:id/matches',
    {
      schema: {
        operationId: 'getRefereeMatches',
        tags: ['competition'],
        summary: "An approved referee's matches with times and halls; 404 for any other id",
        params: idParam,
        querystring: refereeMatchesQuery,
        response: { 200: refereeMatchesList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const [referee] = await db
        .select({ id: referees.id })
        .from(referees)
        .where(and(eq(referees.id, request.params.id), eq(referees.registrationState, 'approved')));
      if (!referee) throw notFound('Referee');
      return refereeMatches(db, referee.id, request.query.locale ?? 'cs');
    },
  );

  r.get(
    '/api/v1/web/referee-registrations/:id/payout',
    {
      schema: {
        operationId: 'getOwnRefereePayout',
        tags: ['web'],
        summary: 'What the referee is owed so far (finished matches, days present); null before approval',
        params: idParam,
        response: { 200: ownRefereePayout, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'listWebReferees');
      await manageableReferee(db, user, request.params.id);
      reply.header('cache-control', 'no-store');
      const [payout] = await loadPayouts(db, {}, request.params.id);
      return payout ?? null;
    },
  );
}
