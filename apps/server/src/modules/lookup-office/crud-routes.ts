import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import { type LookupListQuery, lookupListQuery } from '@tms/domain/contract/lookup-office';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, LIST_PRODUCES, type LoadedRows, type Paging, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import type { SessionUser } from '../../plugins/session';

const tags = ['back-office'];
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageLookupLists');
};

/** One lookup list of the back-office: its routes are alike, its rules are in its service. */
export type LookupList<Item, Values> = {
  /** `/api/v1/admin/<path>` */
  path: string;
  /** Operation ids: `listAdmin<plural>`, `getAdmin<singular>`, ... */
  plural: string;
  singular: string;
  /** What the list holds, for the OpenAPI summaries. */
  what: string;
  input: z.ZodType<Values>;
  /** The response schema of one record (checks `get`'s answer at run time). */
  item: z.ZodType;
  page: z.ZodType;
  load: (query: LookupListQuery, paging: Paging, locale: string) => Promise<LoadedRows<Item>>;
  get: (id: number) => Promise<Item>;
  create: (user: SessionUser, values: Values) => Promise<number>;
  update: (user: SessionUser, id: number, values: Values) => Promise<void>;
  remove: (user: SessionUser, id: number) => Promise<void>;
  file: { name: string; sheet: string; columns: ExportColumn<Item>[] };
};

/** GET|POST /admin/<path>, GET|PUT|DELETE /admin/<path>/{id}; admins and super admins. */
export function lookupListRoutes<Item, Values>(app: FastifyInstance, db: Db, list: LookupList<Item, Values>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `/api/v1/admin/${list.path}`;
  const answer = async (reply: { header(name: string, value: string): unknown }, id: number): Promise<unknown> => {
    reply.header('cache-control', 'no-store');
    return list.get(id);
  };

  r.get(
    path,
    {
      schema: {
        operationId: `listAdmin${list.plural}`,
        tags,
        summary: `${list.what}: paged, sorted, searched; format=csv|xlsx exports them`,
        querystring: lookupListQuery,
        produces: LIST_PRODUCES,
        response: { 200: list.page, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageLookupLists');
      const locale = request.query.locale ?? user.locale;
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => list.load(request.query, paging, locale),
        item: (row) => row,
        file: list.file,
      });
    },
  );

  r.post(
    path,
    {
      preValidation: officeFirst,
      schema: {
        operationId: `createAdmin${list.singular}`,
        tags,
        summary: `Adds to ${list.what.toLowerCase()}`,
        body: list.input,
        response: { 201: list.item, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageLookupLists');
      const id = await list.create(user, request.body as Values);
      reply.code(201);
      return answer(reply, id);
    },
  );

  r.get(
    `${path}/:id`,
    {
      schema: {
        operationId: `getAdmin${list.singular}`,
        tags,
        summary: `One of ${list.what.toLowerCase()}`,
        params: idParam,
        response: { 200: list.item, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageLookupLists');
      return answer(reply, request.params.id);
    },
  );

  r.put(
    `${path}/:id`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: `updateAdmin${list.singular}`,
        tags,
        summary: `Changes one of ${list.what.toLowerCase()}; the public data shows it at once`,
        params: idParam,
        body: list.input,
        response: { 200: list.item, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageLookupLists');
      await list.update(user, request.params.id, request.body as Values);
      return answer(reply, request.params.id);
    },
  );

  r.delete(
    `${path}/:id`,
    {
      schema: {
        operationId: `deleteAdmin${list.singular}`,
        tags,
        summary: 'Deletes a record nothing uses; 409 in_use says where it is used (deactivate it instead)',
        params: idParam,
        response: { 204: noBody, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageLookupLists');
      await list.remove(user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
