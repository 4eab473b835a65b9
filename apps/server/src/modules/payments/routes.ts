import { idParam, errorBody } from '@tms/domain/contract/common';
import { adminClubRegistration, supplierOption } from '@tms/domain/contract/club-office';
import {
  bankStatementListQuery,
  bankStatementPage,
  paymentInput,
  paymentListQuery,
  paymentPage,
  reminderCandidate,
  reminderInput,
  reminderResult,
  statementFileInput,
  statementImportInput,
  statementImportResult,
  statementPreview,
} from '@tms/domain/contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import { getAdminClubRegistration } from '../club-office/registration-service';
import type { Mailer } from '../mail/mailer';
import { STATEMENT_EXPORT, importStatement, listSuppliers, loadStatementRows } from './import-service';
import { PAYMENT_EXPORT, createPayment, deletePayment, loadPaymentRows } from './payment-service';
import { reminderCandidates, sendReminders, withoutTotals } from './reminder-service';
import { previewStatement } from './statement-service';

const tags = ['back-office'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** Statement files travel in base64 inside JSON: larger than the API's usual bodies. */
const STATEMENT_BODY_LIMIT = 5 * 1024 * 1024;
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'managePayments');
};

/** Payments, bank statements and reminders of the back-office (DESIGN.md §3 "Back-office"). */
export async function paymentsRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/payments',
    {
      schema: {
        operationId: 'listPayments',
        tags,
        summary: 'Payments of all clubs; paged, sorted, filtered, searched; format=csv|xlsx exports every selected row',
        querystring: paymentListQuery,
        produces: LIST_PRODUCES,
        response: { 200: paymentPage, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePayments');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadPaymentRows(db, request.query, paging),
        item: (row) => row,
        file: { name: 'payments', sheet: 'payments.title', columns: PAYMENT_EXPORT },
      });
    },
  );

  r.post(
    '/api/v1/admin/payments',
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'createPayment',
        tags,
        summary:
          "A payment recorded by hand (bank transfer, cash with who took it, card); the club's finance changes at once",
        body: paymentInput,
        response: { 201: adminClubRegistration, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePayments');
      await createPayment(db, user, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return getAdminClubRegistration(db, user, request.body.clubId);
    },
  );

  r.delete(
    '/api/v1/admin/payments/:id',
    {
      schema: {
        operationId: 'deletePayment',
        tags,
        summary: 'Removes a payment recorded by mistake',
        params: idParam,
        response: { 200: adminClubRegistration, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePayments');
      const clubId = await deletePayment(db, user, request.params.id);
      reply.header('cache-control', 'no-store');
      return getAdminClubRegistration(db, user, clubId);
    },
  );

  r.get(
    '/api/v1/admin/payments/reminders',
    {
      schema: {
        operationId: 'previewPaymentReminders',
        tags,
        summary: 'Who would get a payment reminder now: an amount due past an invoice due date',
        response: { 200: z.array(reminderCandidate), ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'managePayments');
      reply.header('cache-control', 'no-store');
      return (await reminderCandidates(db)).map(withoutTotals);
    },
  );

  r.post(
    '/api/v1/admin/payments/reminders',
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'sendPaymentReminders',
        tags,
        summary: "Mails the reminder to the confirmed clubs' admins (those still due), in their language",
        body: reminderInput,
        response: { 200: reminderResult, ...errors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'managePayments');
      return sendReminders(db, mailer, user, request.body.clubIds);
    },
  );

  r.get(
    '/api/v1/admin/bank-statements',
    {
      schema: {
        operationId: 'listBankStatements',
        tags,
        summary: 'Imported bank statements; format=csv|xlsx exports every selected row',
        querystring: bankStatementListQuery,
        produces: LIST_PRODUCES,
        response: { 200: bankStatementPage, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePayments');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadStatementRows(db, request.query, paging),
        item: (row) => row,
        file: { name: 'bank-statements', sheet: 'bankStatements.title', columns: STATEMENT_EXPORT },
      });
    },
  );

  r.get(
    '/api/v1/admin/suppliers',
    {
      schema: {
        operationId: 'listSuppliers',
        tags,
        summary: 'The suppliers a payment or a bank statement may be booked to',
        response: { 200: z.array(supplierOption), ...errors },
      },
    },
    async (request) => {
      await authorize(request, 'managePayments');
      return listSuppliers(db);
    },
  );

  r.post(
    '/api/v1/admin/bank-statements/preview',
    {
      preValidation: officeFirst,
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        operationId: 'previewBankStatement',
        tags,
        summary:
          'Reads a bank statement (CSV of the Czech banks; format and columns guessed unless given) and matches each line to a club; writes nothing',
        body: statementFileInput,
        response: { 200: statementPreview, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'managePayments');
      reply.header('cache-control', 'no-store');
      return previewStatement(db, request.body);
    },
  );

  r.post(
    '/api/v1/admin/bank-statements',
    {
      preValidation: officeFirst,
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        operationId: 'importBankStatement',
        tags,
        summary: 'Books the confirmed lines of a statement as payments; a bank line is never booked twice',
        body: statementImportInput,
        response: { 201: statementImportResult, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'managePayments');
      const result = await importStatement(db, user, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return result;
    },
  );
}
