import { errorBody } from '@tms/domain/contract/common';
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
  refereePlan,
  refereePlanInput,
  refereePublishResult,
} from '@tms/domain/contract/referee-assignments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import {
  applyAssignments,
  checkChanges,
  loadAssignmentWorld,
  planAssignments,
  setMatchAssignment,
} from './assignment-service';
import { localeOf } from '../translations/texts';
import { loadBoard, loadBoardMatch } from './board-service';
import { publishAssignments } from './publish-service';

import { refereeOfficeInputRoutes } from './office-routes';
import { refereePayoutRoutes } from './payout-routes';
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
      const user = await authorize(request, 'manageRefereeAssignments');
      reply.header('cache-control', 'no-store');
      return loadBoard(db, request.query, request.query.locale ?? localeOf(user.locale));
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
      return loadBoardMatch(db, request.params.matchId, localeOf(user.locale));
    },
  );

  await app.register(refereeOfficeInputRoutes, { db });
  await app.register(refereePayoutRoutes, { db });
}
