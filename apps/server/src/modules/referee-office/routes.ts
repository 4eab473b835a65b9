import { z } from 'zod';
import { errorBody, idParam } from '@tms/domain/contract/common';
import {
  adminRefereeRegistration,
  refereeAccommodationSummary,
  refereeBankDetailsPage,
  refereeBankDetailsQuery,
  refereeHallsInput,
  refereeRegistrationListQuery,
  refereeRegistrationPage,
  refereeStateChangeInput,
} from '@tms/domain/contract/referee-office';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import { REFEREE_EXPORT, bankDetailsExport, loadBankDetailsRows, loadRefereeRows } from './list-service';
import { changeRefereeState, getAdminRefereeRegistration, setRefereeHalls } from './registration-service';
import { refereeAccommodationSummary as loadSummary } from './summary-service';

const tags = ['back-office'];
const PATH = '/api/v1/admin/referee-registrations';
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
/** Admins are checked before the body: nobody else learns the body's rules. */
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageRefereeRegistrations');
};

/** The office's side of referee registrations (DESIGN.md §3 "Back-office"); every answer is personal data. */
export async function refereeOfficeRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      schema: {
        operationId: 'listAdminRefereeRegistrations',
        tags,
        summary:
          'Referee registrations filtered by state, country, accommodation and payment type; paged, sorted, searched; format=csv|xlsx exports every selected row',
        querystring: refereeRegistrationListQuery,
        produces: LIST_PRODUCES,
        response: { 200: refereeRegistrationPage, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageRefereeRegistrations');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadRefereeRows(db, request.query, paging),
        item: (row) => row,
        file: { name: 'referee-registrations', sheet: 'referees.title', columns: REFEREE_EXPORT },
      });
    },
  );

  r.get(
    `${PATH}/summary`,
    {
      schema: {
        operationId: 'getRefereeAccommodationSummary',
        querystring: z.object({
          locale: z.enum(['cs', 'en']).optional().describe("Language of the names; default the user's"),
        }),
        tags,
        summary: 'Referees and accompanying persons per accommodation place and night, single rooms, meal vouchers',
        response: { 200: refereeAccommodationSummary, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageRefereeRegistrations');
      reply.header('cache-control', 'no-store');
      return loadSummary(db, request.query.locale ?? user.locale);
    },
  );

  r.get(
    `${PATH}/bank-details`,
    {
      schema: {
        operationId: 'listRefereeBankDetails',
        tags,
        summary:
          'Bank details for the payout of one currency (CZK: Czech accounts, EUR: foreign accounts); format=csv|xlsx is the payout file',
        querystring: refereeBankDetailsQuery,
        produces: LIST_PRODUCES,
        response: { 200: refereeBankDetailsPage, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'exportRefereeBankDetails');
      const { currency } = request.query;
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadBankDetailsRows(db, request.query, paging),
        item: (row) => row,
        file: {
          name: `referee-payouts-${currency.toLowerCase()}`,
          sheet: `referees.bank.sheet.${currency}`,
          columns: bankDetailsExport(currency),
        },
      });
    },
  );

  r.get(
    `${PATH}/:id`,
    {
      schema: {
        operationId: 'getAdminRefereeRegistration',
        tags,
        summary: 'The whole referee registration with the states it may move to and the tournament days',
        params: idParam,
        response: { 200: adminRefereeRegistration, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageRefereeRegistrations');
      reply.header('cache-control', 'no-store');
      return getAdminRefereeRegistration(db, user, request.params.id);
    },
  );

  r.post(
    `${PATH}/:id/state`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'changeRefereeRegistrationState',
        tags,
        summary:
          'Accepts or cancels a referee registration (new → approved/declined, approved → declined, declined → approved) and mails the referee',
        params: idParam,
        body: refereeStateChangeInput,
        response: { 200: adminRefereeRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageRefereeRegistrations');
      await changeRefereeState(db, mailer, user, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return getAdminRefereeRegistration(db, user, request.params.id);
    },
  );

  r.put(
    `${PATH}/:id/halls`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'setRefereeHalls',
        tags,
        summary: "The referee's hall per tournament day (refereeInHalls); replaces the previous assignment",
        params: idParam,
        body: refereeHallsInput,
        response: { 200: adminRefereeRegistration, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageRefereeRegistrations');
      await setRefereeHalls(db, user, request.params.id, request.body.refereeInHalls);
      reply.header('cache-control', 'no-store');
      return getAdminRefereeRegistration(db, user, request.params.id);
    },
  );
}
