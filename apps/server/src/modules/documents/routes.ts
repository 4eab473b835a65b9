import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import {
  type AdminDocument,
  adminDocument,
  dashboardDocuments,
  documentInput,
  documentListQuery,
  documentOrderInput,
  documentPage,
  documentUpdateInput,
} from '@tms/domain/contract/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type ExportColumn, LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import {
  createDocument,
  deleteDocument,
  getDocument,
  listDashboardDocuments,
  loadDocumentRows,
  orderDocuments,
  updateDocument,
} from './service';

const tags = ['back-office'];
const PATH = '/api/v1/admin/documents';
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageDocuments');
};

const EXPORT: ExportColumn<AdminDocument>[] = [
  { header: 'documents.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'documents.columns.locale', type: 'text', value: (row) => row.locale, labels: 'documents.language' },
  { header: 'documents.columns.position', type: 'integer', value: (row) => row.position + 1 },
  { header: 'documents.columns.title', type: 'text', value: (row) => row.title },
  { header: 'documents.columns.filename', type: 'text', value: (row) => row.filename },
  { header: 'documents.columns.createdAt', type: 'datetime', value: (row) => row.createdAt },
];

/** The dashboard's documents: published and ordered in the back-office, listed for signed-in users. */
export async function documentsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/web/documents',
    {
      schema: {
        operationId: 'listDocuments',
        tags: ['web'],
        summary: "The dashboard's documents to download, both languages, each in its order",
        response: { 200: dashboardDocuments, 401: errorBody },
      },
    },
    async (request, reply) => {
      await authorize(request, 'listDocuments');
      reply.header('cache-control', 'no-store');
      return listDashboardDocuments(db);
    },
  );

  r.get(
    PATH,
    {
      schema: {
        operationId: 'listAdminDocuments',
        tags,
        summary: 'The published documents by language and position; format=csv|xlsx exports them',
        querystring: documentListQuery,
        produces: LIST_PRODUCES,
        response: { 200: documentPage, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageDocuments');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadDocumentRows(db, request.query, paging),
        item: (row) => row,
        file: { name: 'documents', sheet: 'documents.title', columns: EXPORT },
      });
    },
  );

  r.post(
    PATH,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'createDocument',
        tags,
        summary: 'Publishes a file the user uploaded (POST /web/files) with a title for one language; it goes last',
        body: documentInput,
        response: { 201: adminDocument, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageDocuments');
      const id = await createDocument(db, user, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return getDocument(db, id);
    },
  );

  r.put(
    `${PATH}/order`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'orderDocuments',
        tags,
        summary: 'Orders the documents of one language: every one of them once, first to last',
        body: documentOrderInput,
        response: { 204: noBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageDocuments');
      await orderDocuments(db, user, request.body.locale, request.body.ids);
      return reply.code(204).send(null);
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'updateDocument',
        tags,
        summary: "A document's title and language",
        params: idParam,
        body: documentUpdateInput,
        response: { 200: adminDocument, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageDocuments');
      await updateDocument(db, user, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return getDocument(db, request.params.id);
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      schema: {
        operationId: 'deleteDocument',
        tags,
        summary: 'Removes a document and its file from the dashboards',
        params: idParam,
        response: { 204: noBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageDocuments');
      await deleteDocument(db, user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
