import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import {
  refereeHalls,
  refereeHallsApplyInput,
  refereeHallsApplyResult,
  refereeHallsPlan,
  refereeHallsPlanInput,
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
import { authorize } from '../../policy';
import { applyRefereeHalls, loadRefereeHalls, planRefereeHalls } from './halls-service';
import { createUnavailability, deleteUnavailability, listRanks, listUnavailability, setRanks } from './office-service';

const tags = ['admin'];
const ADMIN = '/api/v1/admin';
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
/** Admins are checked before the body: nobody else learns the body's rules. */
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageRefereeAssignments');
};

/** The office's inputs to referee assignment: halls per day, unavailability, ranks. */
export async function refereeOfficeInputRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
