import { z } from 'zod';
import {
  adminClubRegistration,
  clubRegistrationListQuery,
  clubRegistrationPage,
  clubRegistrationSummary,
  clubStateChangeInput,
  internalNoteInput,
  invoiceItemDiscountInput,
  invoiceItemInput,
} from '@tms/domain/contract/club-office';
import { errorBody, idParam } from '@tms/domain/contract/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import {
  createInvoiceItem,
  deleteInvoiceItem,
  setInvoiceItemDiscount,
  updateInvoiceItem,
} from './invoice-items-service';
import { CLUB_REGISTRATION_EXPORT, loadClubRegistrationRows, toClubRegistrationRow } from './list-service';
import { changeClubState, getAdminClubRegistration, updateInternalNote } from './registration-service';
import { clubRegistrationsSummary } from './summary-service';

const tags = ['back-office'];
const PATH = '/api/v1/admin/club-registrations';
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
const itemParams = idParam.extend({ itemId: idParam.shape.id });
/** Admins are checked before the body: nobody else learns the body's rules. */
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageClubRegistrations');
};

/** The office's side of club registrations (DESIGN.md §3 "Back-office"); every answer is personal data. */
export async function clubOfficeRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = async (request: FastifyRequest, clubId: number) => {
    const user = await authorize(request, 'manageClubRegistrations');
    return getAdminClubRegistration(db, user, clubId);
  };

  r.get(
    PATH,
    {
      schema: {
        operationId: 'listAdminClubRegistrations',
        tags,
        summary:
          'Club registrations with state, country, teams, persons and amounts; paged, sorted, filtered, searched; format=csv|xlsx exports every selected row',
        querystring: clubRegistrationListQuery,
        produces: LIST_PRODUCES,
        response: { 200: clubRegistrationPage, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadClubRegistrationRows(db, request.query, paging),
        item: toClubRegistrationRow,
        file: { name: 'club-registrations', sheet: 'clubs.title', columns: CLUB_REGISTRATION_EXPORT },
      });
    },
  );

  r.get(
    `${PATH}/summary`,
    {
      schema: {
        operationId: 'getClubRegistrationsSummary',
        querystring: z.object({
          locale: z.enum(['cs', 'en']).optional().describe("Language of the names; default the user's"),
        }),
        tags,
        summary: 'Accommodation and board per place and night, catering counts, teams per category against capacity',
        response: { 200: clubRegistrationSummary, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      reply.header('cache-control', 'no-store');
      return clubRegistrationsSummary(db, request.query.locale ?? user.locale);
    },
  );

  r.get(
    `${PATH}/:id`,
    {
      schema: {
        operationId: 'getAdminClubRegistration',
        tags,
        summary: 'The whole registration with the internal note, bill, payments and the states it may move to',
        params: idParam,
        response: { 200: adminClubRegistration, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return detail(request, request.params.id);
    },
  );

  r.post(
    `${PATH}/:id/state`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'changeClubRegistrationState',
        tags,
        summary:
          'Moves the registration to another state (new → approved/declined, approved → processed/declined, declined → approved; processed → approved super admins only) and mails the club admins',
        params: idParam,
        body: clubStateChangeInput,
        response: { 200: adminClubRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      await changeClubState(db, mailer, user, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return detail(request, request.params.id);
    },
  );

  r.put(
    `${PATH}/:id/internal-note`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'updateClubInternalNote',
        tags,
        summary: "The office's note on the registration, never shown to the club",
        params: idParam,
        body: internalNoteInput,
        response: { 200: adminClubRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      await updateInternalNote(db, user, request.params.id, request.body.internalNote);
      reply.header('cache-control', 'no-store');
      return detail(request, request.params.id);
    },
  );

  r.post(
    `${PATH}/:id/invoice-items`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'createInvoiceItem',
        tags,
        summary: "A manual invoice item (a negative price is a discount); the club's bill and invoices change at once",
        params: idParam,
        body: invoiceItemInput,
        response: { 201: adminClubRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      await createInvoiceItem(db, user, request.params.id, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return detail(request, request.params.id);
    },
  );

  r.put(
    `${PATH}/:id/invoice-items/:itemId`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'updateInvoiceItem',
        tags,
        summary: 'Changes a manual invoice item',
        params: itemParams,
        body: invoiceItemInput,
        response: { 200: adminClubRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      await updateInvoiceItem(db, user, request.params.id, request.params.itemId, request.body);
      reply.header('cache-control', 'no-store');
      return detail(request, request.params.id);
    },
  );

  r.put(
    `${PATH}/:id/invoice-items/:itemId/discount`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'setInvoiceItemDiscount',
        tags,
        summary: "A discount in percent on an item; a system item's discount stays when the registration changes",
        params: itemParams,
        body: invoiceItemDiscountInput,
        response: { 200: adminClubRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      await setInvoiceItemDiscount(db, user, request.params.id, request.params.itemId, request.body.discountPercent);
      reply.header('cache-control', 'no-store');
      return detail(request, request.params.id);
    },
  );

  r.delete(
    `${PATH}/:id/invoice-items/:itemId`,
    {
      schema: {
        operationId: 'deleteInvoiceItem',
        tags,
        summary: 'Removes a manual invoice item',
        params: itemParams,
        response: { 200: adminClubRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageClubRegistrations');
      await deleteInvoiceItem(db, user, request.params.id, request.params.itemId);
      reply.header('cache-control', 'no-store');
      return detail(request, request.params.id);
    },
  );
}
