import { errorBody, idParam } from '@tms/domain/contract/common';
import {
  adminTrainingRequests,
  clubTrainingRequests,
  freeTime,
  freeTimeQuery,
  trainingConfirmInput,
  trainingRefuseInput,
  trainingRequest,
  trainingRequestInput,
  trainingRequestsQuery,
} from '@tms/domain/contract/training';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { ADMIN_TRAINING_PATH, clubTrainingView, loadTrainingRequests, trainingHalls } from './read';
import { confirmTrainingRequest, createTrainingRequest, hallFreeTime, refuseTrainingRequest } from './service';

const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageTraining');
};

/** Training slots: the club asks for hall time, the office confirms it into free time or refuses it. */
export async function trainingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/web/clubs/:id/training-requests',
    {
      schema: {
        operationId: 'listClubTrainingRequests',
        tags: ['clubs'],
        summary: "The club's training requests and confirmed slots, its teams and the halls it may ask for",
        params: idParam,
        querystring: z.object({ locale: z.enum(['cs', 'en']).optional() }),
        response: { 200: clubTrainingRequests, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return clubTrainingView(db, user, request.params.id, request.query.locale ?? user.locale);
    },
  );

  r.post(
    '/api/v1/web/clubs/:id/training-requests',
    {
      preValidation: async (request) => {
        await authorize(request, 'viewClub');
      },
      schema: {
        operationId: 'createTrainingRequest',
        tags: ['clubs'],
        summary: "Asks for training time for a team of the club in a hall that allows the training's type",
        params: idParam,
        body: trainingRequestInput,
        response: { 201: trainingRequest, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      const created = await createTrainingRequest(db, user, request.params.id, request.body, user.locale);
      reply.code(201);
      return created;
    },
  );

  r.get(
    ADMIN_TRAINING_PATH,
    {
      schema: {
        operationId: 'listTrainingRequests',
        tags: ['back-office'],
        summary:
          'Every training request (optionally of one state), newest first, and the halls with their training types',
        querystring: trainingRequestsQuery,
        response: { 200: adminTrainingRequests, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageTraining');
      reply.header('cache-control', 'no-store');
      const locale = request.query.locale ?? user.locale;
      const [items, halls] = await Promise.all([
        loadTrainingRequests(db, locale, { state: request.query.state }, true),
        trainingHalls(db, locale),
      ]);
      return { items, halls };
    },
  );

  r.get(
    `${ADMIN_TRAINING_PATH}/free-time`,
    {
      schema: {
        operationId: 'getHallFreeTime',
        tags: ['back-office'],
        summary:
          "A hall's free time on a day: its opening hours without its matches (and hall breaks) and confirmed trainings",
        querystring: freeTimeQuery,
        response: { 200: freeTime, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageTraining');
      reply.header('cache-control', 'no-store');
      return hallFreeTime(db, request.query.placeId, request.query.day);
    },
  );

  r.post(
    `${ADMIN_TRAINING_PATH}/:id/confirm`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'confirmTrainingRequest',
        tags: ['back-office'],
        summary:
          'Confirms the request into a slot; 400 naming the match or training it clashes with, or the closed hall',
        params: idParam,
        body: trainingConfirmInput,
        response: { 200: trainingRequest, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageTraining');
      return confirmTrainingRequest(db, user, request.params.id, request.body, user.locale);
    },
  );

  r.post(
    `${ADMIN_TRAINING_PATH}/:id/refuse`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'refuseTrainingRequest',
        tags: ['back-office'],
        summary: 'Refuses the request with a reason the club reads; a confirmed slot is freed',
        params: idParam,
        body: trainingRefuseInput,
        response: { 200: trainingRequest, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageTraining');
      return refuseTrainingRequest(db, user, request.params.id, request.body.reason, user.locale);
    },
  );
}
