import { errorBody, idParam } from '@tms/domain/contract/common';
import {
  type AdminHall,
  adminHall,
  hallListQuery,
  hallPage,
  hallReporterCandidates as candidatesSchema,
  hallReporterInput,
} from '@tms/domain/contract/halls-office';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { notFound } from '../../lib/http-error';
import { authorize } from '../../policy';
import { hallReporterCandidates, loadHallRows, setHallReporter } from './service';

const tags = ['back-office'];
const PATH = '/api/v1/admin/halls';
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageHalls');
};

const EXPORT: ExportColumn<AdminHall>[] = [
  { header: 'halls.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'halls.columns.code', type: 'text', value: (row) => row.code },
  { header: 'halls.columns.name', type: 'text', value: (row) => row.name },
  { header: 'halls.columns.reporter', type: 'text', value: (row) => row.reporter?.name },
  { header: 'halls.columns.reporterEmail', type: 'text', value: (row) => row.reporter?.email },
];

/** Halls in the back-office: who reports each hall's matches, so match day needs no database access. */
export async function hallsOfficeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      schema: {
        operationId: 'listAdminHalls',
        tags,
        summary: 'Halls with their reporter; paged, sorted, searched; format=csv|xlsx exports them',
        querystring: hallListQuery,
        produces: LIST_PRODUCES,
        response: { 200: hallPage, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageHalls');
      const locale = request.query.locale ?? user.locale;
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadHallRows(db, request.query, paging, locale),
        item: (row) => row,
        file: { name: 'halls', sheet: 'halls.title', columns: EXPORT },
      });
    },
  );

  r.get(
    `${PATH}/reporters`,
    {
      schema: {
        operationId: 'listHallReporterCandidates',
        tags,
        summary: 'The users with the reporter role, who may report a hall',
        response: { 200: candidatesSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageHalls');
      reply.header('cache-control', 'no-store');
      return hallReporterCandidates(db);
    },
  );

  r.put(
    `${PATH}/:id/reporter`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'setHallReporter',
        tags,
        summary: "Names the hall's reporter (data.hall_reporter), a user with the reporter role, or nobody",
        params: idParam,
        body: hallReporterInput,
        response: { 200: adminHall, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageHalls');
      await setHallReporter(db, user, request.params.id, request.body.userId);
      const { rows } = await loadHallRows(db, { page: 1, pageSize: 1, sort: 'name' }, null, user.locale);
      const hall = rows.find((row) => row.id === request.params.id);
      if (!hall) throw notFound('Hall');
      reply.header('cache-control', 'no-store');
      return hall;
    },
  );
}
