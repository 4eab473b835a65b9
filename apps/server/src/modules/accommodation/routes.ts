import {
  accommodationApplyInput,
  accommodationApplyResult,
  accommodationPlan,
  accommodationPublishResult,
  placeAccommodation,
  placeAccommodationInput,
  roomingListQuery,
} from '@tms/domain/contract/accommodation';
import { errorBody, idParam } from '@tms/domain/contract/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import { getPlaceAccommodation, putPlaceAccommodation } from './capacity-service';
import { publishAccommodation } from './publish-service';
import { roomingFile } from './rooming-list';
import { applyAccommodation, currentAccommodation, planAccommodation } from './service';

const tags = ['back-office'];
const BASE = '/api/v1/admin/accommodation';
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
// Who may not allocate meets the 403 before the body's 400.
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageAccommodation');
};

/** The office's accommodation: capacity per place, proposal, applying, publishing, rooming lists. */
export async function accommodationRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      schema: {
        operationId: 'getAccommodation',
        tags,
        summary: 'The allocation as written: who sleeps where per night, occupancy, who has no bed yet',
        response: { 200: accommodationPlan, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageAccommodation');
      reply.header('cache-control', 'no-store');
      return currentAccommodation(db);
    },
  );

  r.post(
    `${BASE}/plan`,
    {
      schema: {
        operationId: 'planAccommodation',
        tags,
        summary: 'The automatic proposal for every approved team, extra person and referee; writes nothing',
        response: { 200: accommodationPlan, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageAccommodation');
      reply.header('cache-control', 'no-store');
      return planAccommodation(db);
    },
  );

  r.put(
    BASE,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'applyAccommodation',
        tags,
        summary: 'Writes the allocation; 400 naming the place and night when a room would be over capacity',
        body: accommodationApplyInput,
        response: { 200: accommodationApplyResult, ...errors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageAccommodation');
      return applyAccommodation(db, user, request.body.allocations);
    },
  );

  r.post(
    `${BASE}/publish`,
    {
      schema: {
        operationId: 'publishAccommodation',
        tags,
        summary: 'Mails the clubs and referees whose allocation changed since the last publishing',
        response: { 200: accommodationPublishResult, ...errors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageAccommodation');
      return publishAccommodation(db, mailer, user);
    },
  );

  r.get(
    `${BASE}/rooming-list`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'getRoomingList',
        tags,
        summary: 'The rooming list of one place as CSV, XLSX or PDF',
        querystring: roomingListQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageAccommodation');
      const { placeId, format, locale } = request.query;
      const file = await roomingFile(db, placeId, format, locale);
      reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="rooming-list-${placeId}.${file.ext}"`)
        .header('cache-control', 'no-store');
      return reply.send(file.body);
    },
  );

  r.get(
    '/api/v1/admin/places/:id/accommodation',
    {
      schema: {
        operationId: 'getPlaceAccommodation',
        tags,
        summary: "A place's accommodation kind and its rooms or classrooms with beds",
        params: idParam,
        response: { 200: placeAccommodation, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'managePlaces');
      reply.header('cache-control', 'no-store');
      return getPlaceAccommodation(db, request.params.id);
    },
  );

  r.put(
    '/api/v1/admin/places/:id/accommodation',
    {
      preValidation: async (request) => {
        await authorize(request, 'managePlaces');
      },
      schema: {
        operationId: 'updatePlaceAccommodation',
        tags,
        summary: "Sets a place's accommodation kind and its rooms or classrooms; 409 removing a unit in use",
        params: idParam,
        body: placeAccommodationInput,
        response: { 200: placeAccommodation, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const user = await authorize(request, 'managePlaces');
      return putPlaceAccommodation(db, user, request.params.id, request.body);
    },
  );
}
