import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import {
  matchIdParam,
  matchRefereeAssignmentInput,
  matchRefereeAssignmentResult,
  refereeApplyInput,
  refereeApplyResult,
  refereeBoard,
  refereeBoardQuery,
  refereeCheckInput,
  refereeCheckResult,
  ownRefereePayout,
  refereeHalls,
  refereeMatches as refereeMatchesList,
  refereeMatchesQuery,
  refereeHallsApplyInput,
  refereeHallsApplyResult,
  refereeHallsPlan,
  refereeHallsPlanInput,
  refereePayoutQuery,
  refereePayouts,
  refereePlan,
  refereePlanInput,
  refereePublishResult,
  refereeRanks,
  refereeRanksInput,
  refereeUnavailability,
  refereeUnavailabilityInput,
  refereeUnavailabilityList,
  refereeUnavailabilityQuery,
} from '@tms/domain/contract/referee-assignments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { LIST_PRODUCES, sendExport } from '../../lib/admin-list';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import {
  applyAssignments,
  checkChanges,
  loadAssignmentWorld,
  planAssignments,
  setMatchAssignment,
} from './assignment-service';
import { loadBoard, loadBoardMatch } from './board-service';
import { applyRefereeHalls, loadRefereeHalls, planRefereeHalls } from './halls-service';
import { createUnavailability, deleteUnavailability, listRanks, listUnavailability, setRanks } from './office-service';
import { loadPayoutExportRows, loadPayouts, payoutExportColumns } from './payout-service';
import { publishAssignments, refereeMatches } from './publish-service';
import { manageableReferee } from '../referees/registration-service';
import { notFound } from '../../lib/http-error';
import { and, eq } from 'drizzle-orm';
import { referees } from '../../db/schema/index';

const tags = ['admin'];
const ADMIN = '/api/v1/admin';
const PATH = `${ADMIN}/referee-assignments`;
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
/** Admins are checked before the body: nobody else learns the body's rules. */
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageRefereeAssignments');
};

/** Referee assignment for the office: halls per day, plans, manual edits, publishing, payouts. */
export async function refereeAssignmentRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      schema: {
        operationId: 'listRefereeAssignments',
        tags,
        summary:
          'The matches (of a day, hall or referee) with their referees, locks, table deviations and clashes; the referees with their load',
        querystring: refereeBoardQuery,
        response: { 200: refereeBoard, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageRefereeAssignments');
      reply.header('cache-control', 'no-store');
      return loadBoard(db, request.query);
    },
  );

  r.put(
    PATH,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'applyRefereeAssignments',
        tags,
        summary:
          'Writes referee assignments in one transaction; 400 referee_plan_conflict naming the hard rule, 409 matches_started when a match has left not_started (nothing written)',
        body: refereeApplyInput,
        response: { 200: refereeApplyResult, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageRefereeAssignments');
      return applyAssignments(db, user, request.body);
    },
  );

  r.post(
    `${PATH}/plan`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'planRefereeAssignments',
        tags,
        summary:
          'Proposes two referees for each match (every match without matchIds) within the hard rules; writes nothing',
        body: refereePlanInput,
        response: { 200: refereePlan, ...readErrors },
      },
    },
    async (request) => {
      await authorize(request, 'manageRefereeAssignments');
      return planAssignments(db, request.body);
    },
  );

  r.post(
    `${PATH}/check`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'checkRefereeAssignments',
        tags,
        summary: 'The hard-rule clashes the given assignments would have (e.g. before a swap); writes nothing',
        body: refereeCheckInput,
        response: { 200: refereeCheckResult, ...readErrors },
      },
    },
    async (request) => {
      await authorize(request, 'manageRefereeAssignments');
      const world = await loadAssignmentWorld(db);
      const changes = request.body.assignments.filter((a) => world.matches.has(a.matchId));
      return { conflicts: checkChanges(world, changes) };
    },
  );

  r.post(
    `${PATH}/publish`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'publishRefereeAssignments',
        tags,
        summary: 'Mails each referee whose matches changed since the last publish his matches (cs/en)',
        response: { 200: refereePublishResult, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageRefereeAssignments');
      return publishAssignments(db, mailer, user);
    },
  );

  r.put(
    `${ADMIN}/matches/:matchId/referees`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'setMatchRefereeAssignment',
        tags,
        summary:
          "Sets (or clears) one match's referees by hand, optionally locked; 409 referee_conflict with the rule, the referee and the clashing matches",
        params: matchIdParam,
        body: matchRefereeAssignmentInput,
        response: { 200: matchRefereeAssignmentResult, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageRefereeAssignments');
      await setMatchAssignment(db, user, request.params.matchId, request.body);
      return loadBoardMatch(db, request.params.matchId);
    },
  );

  // ---- halls per day ----

  r.get(
    `${ADMIN}/referee-halls`,
    {
      schema: {
        operationId: 'listRefereeHalls',
        tags,
        summary: "Every referee's hall per day and what each hall-day needs",
        response: { 200: refereeHalls, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageRefereeAssignments');
      reply.header('cache-control', 'no-store');
      return loadRefereeHalls(db);
    },
  );

  r.post(
    `${ADMIN}/referee-halls/plan`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'planRefereeHalls',
        tags,
        summary:
          'Proposes halls per day (colleague pairs together, enough referees per hall-day, near the accommodation, few changes); writes nothing',
        body: refereeHallsPlanInput,
        response: { 200: refereeHallsPlan, ...readErrors },
      },
    },
    async (request) => {
      await authorize(request, 'manageRefereeAssignments');
      return planRefereeHalls(db, request.body.keepExisting ?? false);
    },
  );

  r.put(
    `${ADMIN}/referee-halls`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'applyRefereeHalls',
        tags,
        summary: "Replaces the listed referees' halls per day (a proposal or a manual edit) in one transaction",
        body: refereeHallsApplyInput,
        response: { 200: refereeHallsApplyResult, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageRefereeAssignments');
      return applyRefereeHalls(db, user, request.body);
    },
  );

  // ---- unavailability and ranks ----

  r.get(
    `${ADMIN}/referee-unavailability`,
    {
      schema: {
        operationId: 'listRefereeUnavailability',
        tags,
        summary: 'Periods the office marked referees unavailable (one referee with refereeId)',
        querystring: refereeUnavailabilityQuery,
        response: { 200: refereeUnavailabilityList, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageRefereeAssignments');
      reply.header('cache-control', 'no-store');
      return listUnavailability(db, request.query.refereeId);
    },
  );

  r.post(
    `${ADMIN}/referee-unavailability`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'createRefereeUnavailability',
        tags,
        summary: 'Marks a referee unavailable from–till (local tournament time)',
        body: refereeUnavailabilityInput,
        response: { 201: refereeUnavailability, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageRefereeAssignments');
      reply.code(201);
      return createUnavailability(db, user, request.body);
    },
  );

  r.delete(
    `${ADMIN}/referee-unavailability/:id`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'deleteRefereeUnavailability',
        tags,
        summary: 'Removes a period of unavailability',
        params: idParam,
        response: { 204: noBody, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageRefereeAssignments');
      await deleteUnavailability(db, user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    `${ADMIN}/referee-ranks`,
    {
      schema: {
        operationId: 'listRefereeRanks',
        tags,
        summary: 'The rank of each highestCompetition level the registrations name (1 when not mapped)',
        response: { 200: refereeRanks, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageRefereeAssignments');
      reply.header('cache-control', 'no-store');
      return listRanks(db);
    },
  );

  r.put(
    `${ADMIN}/referee-ranks`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'setRefereeRanks',
        tags,
        summary: 'Replaces the mapping of highestCompetition levels to ranks',
        body: refereeRanksInput,
        response: { 200: refereeRanks, ...writeErrors },
      },
    },
    async (request) => {
      await authorize(request, 'manageRefereeAssignments');
      await setRanks(db, request.body);
      return listRanks(db);
    },
  );

  // ---- payouts ----

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
