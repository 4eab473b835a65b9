import { errorBody, idParam, idString, noBody } from '@tms/domain/contract/common';
import {
  type AdminPlace,
  adminPlaceDetail,
  placeFileInput,
  placeFileOrder,
  placeInput,
  placeListQuery,
  placePage,
} from '@tms/domain/contract/places-office';
import { mealSeats, mealSeatsInput } from '@tms/domain/contract/catering';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import { contentDisposition } from '../files/file-types';
import { deletePlace } from './delete-service';
import { getMealSeats, setMealSeats } from './meal-seats-service';
import { attachPlaceFile, orderPlaceFiles, readPlaceFile, removePlaceFile } from './files-service';
import { PLACES_PATH, createPlace, getPlace, loadPlaceRows, updatePlace } from './service';

const tags = ['back-office'];
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'managePlaces');
};

const EXPORT: ExportColumn<AdminPlace>[] = [
  { header: 'places.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'places.columns.type', type: 'text', value: (row) => row.placeTypeId, labels: 'places.type' },
  { header: 'places.columns.code', type: 'text', value: (row) => row.code },
  { header: 'places.columns.name', type: 'text', value: (row) => row.name },
  { header: 'places.columns.address', type: 'text', value: (row) => row.address },
  { header: 'places.columns.isActive', type: 'text', value: (row) => row.isActive },
  { header: 'places.columns.visibleOnMap', type: 'text', value: (row) => row.visibleOnMap },
  { header: 'places.columns.matches', type: 'integer', value: (row) => row.matches },
];

/** Places in the back-office: halls, hotels, restaurants, sights and schools, their texts and files. */
export async function placesOfficeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = async (reply: { header(name: string, value: string): unknown }, id: number) => {
    reply.header('cache-control', 'no-store');
    return getPlace(db, id);
  };

  r.get(
    PLACES_PATH,
    {
      schema: {
        operationId: 'listAdminPlaces',
        tags,
        summary: 'Places with their name in the language and their matches; paged, sorted, filtered; format=csv|xlsx',
        querystring: placeListQuery,
        produces: LIST_PRODUCES,
        response: { 200: placePage, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePlaces');
      const locale = request.query.locale ?? user.locale;
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadPlaceRows(db, request.query, paging, locale),
        item: (row) => row,
        file: { name: 'places', sheet: 'places.title', columns: EXPORT },
      });
    },
  );

  r.post(
    PLACES_PATH,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'createAdminPlace',
        tags,
        summary: 'A new place with its Czech and English name',
        body: placeInput,
        response: { 201: adminPlaceDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePlaces');
      const id = await createPlace(db, user, request.body);
      reply.code(201);
      return detail(reply, id);
    },
  );

  r.get(
    `${PLACES_PATH}/:id`,
    {
      schema: {
        operationId: 'getAdminPlace',
        tags,
        summary: 'A place as the form edits it, with its files and matches',
        params: idParam,
        response: { 200: adminPlaceDetail, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'managePlaces');
      return detail(reply, request.params.id);
    },
  );

  r.put(
    `${PLACES_PATH}/:id`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'updateAdminPlace',
        tags,
        summary: "Changes a place; the public pages show it at once; the hall's reporter stays",
        params: idParam,
        body: placeInput,
        response: { 200: adminPlaceDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePlaces');
      await updatePlace(db, user, request.params.id, request.body);
      return detail(reply, request.params.id);
    },
  );

  r.delete(
    `${PLACES_PATH}/:id`,
    {
      schema: {
        operationId: 'deleteAdminPlace',
        tags,
        summary: 'Deletes a place nothing uses; 409 in_use names its matches, teams and referees otherwise',
        params: idParam,
        response: { 204: noBody, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePlaces');
      await deletePlace(db, user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    `${PLACES_PATH}/:id/files`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'addAdminPlaceFile',
        tags,
        summary: 'Attaches a file uploaded with POST /web/files (a photo, a PDF) as the last of the place',
        params: idParam,
        body: placeFileInput,
        response: { 201: adminPlaceDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePlaces');
      await attachPlaceFile(db, user, request.params.id, request.body.fileId);
      reply.code(201);
      return detail(reply, request.params.id);
    },
  );

  r.put(
    `${PLACES_PATH}/:id/files/order`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'orderAdminPlaceFiles',
        tags,
        summary: "The place's files in a new order (each of them once)",
        params: idParam,
        body: placeFileOrder,
        response: { 200: adminPlaceDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePlaces');
      await orderPlaceFiles(db, user, request.params.id, request.body.ids);
      return detail(reply, request.params.id);
    },
  );

  r.delete(
    `${PLACES_PATH}/:id/files/:fileId`,
    {
      schema: {
        operationId: 'deleteAdminPlaceFile',
        tags,
        summary: 'Removes a file from the place',
        params: z.object({ id: idString, fileId: idString }),
        response: { 200: adminPlaceDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePlaces');
      await removePlaceFile(db, user, request.params.id, request.params.fileId);
      return detail(reply, request.params.id);
    },
  );

  r.get(
    '/api/v1/competition/place-files/:id',
    {
      schema: {
        operationId: 'downloadPlaceFile',
        tags: ['competition'],
        summary: "A place's photo or file, public like the place pages",
        params: idParam,
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const file = await readPlaceFile(db, request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.filename, 'inline'))
        .header('cache-control', 'public, max-age=3600')
        .send(file.data);
    },
  );

  r.get(
    `${PLACES_PATH}/:id/meal-seats`,
    {
      schema: {
        operationId: 'getRestaurantMealSeats',
        tags,
        summary: "A restaurant's seats per meal slot (breakfast, lunch, dinner, Monday lunch, VIP party)",
        params: idParam,
        response: { 200: mealSeats, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'managePlaces');
      reply.header('cache-control', 'no-store');
      await getPlace(db, request.params.id);
      return getMealSeats(db, request.params.id);
    },
  );

  r.put(
    `${PLACES_PATH}/:id/meal-seats`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'setRestaurantMealSeats',
        tags,
        summary: "Replaces a restaurant's seats per meal slot; the catering plan never seats more guests",
        params: idParam,
        body: mealSeatsInput,
        response: { 200: mealSeats, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'managePlaces');
      return setMealSeats(db, user, request.params.id, request.body);
    },
  );
}
