import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import {
  adminMessageDetail,
  messageInput,
  messageListQuery,
  messagePage,
  sentMessage,
} from '@tms/domain/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import { createMessage, deleteMessage, getMessage, loadMessageRows, sendMessage, updateMessage } from './service';

const tags = ['back-office'];
const PATH = '/api/v1/admin/messages';
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageMessages');
};

type Row = z.infer<typeof messagePage>['items'][number];
const EXPORT: ExportColumn<Row>[] = [
  { header: 'messages.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'messages.columns.internalName', type: 'text', value: (row) => row.internalName },
  {
    header: 'messages.columns.recipientType',
    type: 'text',
    value: (row) => row.recipientType,
    labels: 'messages.recipientType',
  },
  { header: 'messages.columns.state', type: 'text', value: (row) => row.state, labels: 'messages.state' },
  { header: 'messages.columns.sentAt', type: 'datetime', value: (row) => row.sentAt },
  { header: 'messages.columns.textCs', type: 'text', value: (row) => row.textCs },
  { header: 'messages.columns.textEn', type: 'text', value: (row) => row.textEn },
  { header: 'messages.columns.createdAt', type: 'datetime', value: (row) => row.createdAt },
];

/** Dashboard news in the back-office: drafts, sending (publish and mail) and corrections. */
export async function messagesRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      schema: {
        operationId: 'listDashboardMessages',
        tags,
        summary: 'Dashboard messages, drafts and sent; paged, sorted, filtered, searched; format=csv|xlsx exports them',
        querystring: messageListQuery,
        produces: LIST_PRODUCES,
        response: { 200: messagePage, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageMessages');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadMessageRows(db, request.query, paging),
        item: (row) => row,
        file: { name: 'messages', sheet: 'messages.title', columns: EXPORT },
      });
    },
  );

  r.post(
    PATH,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'createDashboardMessage',
        tags,
        summary: 'A new draft message with its Czech and English text and its recipients',
        body: messageInput,
        response: { 201: adminMessageDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageMessages');
      const id = await createMessage(db, user, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return getMessage(db, id);
    },
  );

  r.get(
    `${PATH}/:id`,
    {
      schema: {
        operationId: 'getDashboardMessage',
        tags,
        summary: 'A message and how many addresses sending it would mail now',
        params: idParam,
        response: { 200: adminMessageDetail, ...readErrors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageMessages');
      reply.header('cache-control', 'no-store');
      return getMessage(db, request.params.id);
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'updateDashboardMessage',
        tags,
        summary: 'Changes a draft, or corrects a sent message on the dashboards (nobody is mailed again)',
        params: idParam,
        body: messageInput,
        response: { 200: adminMessageDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageMessages');
      await updateMessage(db, user, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return getMessage(db, request.params.id);
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      schema: {
        operationId: 'deleteDashboardMessage',
        tags,
        summary: 'Removes a message from the office and the dashboards',
        params: idParam,
        response: { 204: noBody, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageMessages');
      await deleteMessage(db, user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    `${PATH}/:id/send`,
    {
      schema: {
        operationId: 'sendDashboardMessage',
        tags,
        summary: "Publishes a draft on its recipients' dashboards and e-mails them in their language, once",
        params: idParam,
        response: { 200: sentMessage, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageMessages');
      const mailed = await sendMessage(db, mailer, user, request.params.id);
      reply.header('cache-control', 'no-store');
      return { message: await getMessage(db, request.params.id), mailed };
    },
  );
}
