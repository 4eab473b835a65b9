import { clubDetail, clubRegistration, clubRegistrationInput } from '@tms/domain/contract/club-registration';
import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import { returningClub as returningClubBody } from '@tms/domain/contract/returning';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { loadCompetitionDates } from '../lookup-lists/competition-dates';
import type { Mailer } from '../mail/mailer';
import { accessibleClub } from './club-access';
import { getClubDetail } from './detail-service';
import { invoiceDocument } from './invoice-service';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceLocale } from './invoice-texts';
import { sendRegistrationMails } from './registration-mail';
import { clubRegistrationOut } from './registration-read';
import { createClubRegistration, updateClubRegistration } from './registration-write';
import { returningClub } from './returning';

const tags = ['club'];
/** Sign-in is checked before the body: an anonymous caller learns nothing about the body's rules. */
const signedInFirst = async (request: Parameters<typeof authorize>[0]) => {
  await authorize(request, 'viewClub');
};
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The club zone (DESIGN.md §3): registration, club detail and invoices. Personal data: never cached. */
export async function clubsRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const answer = async (request: Parameters<typeof authorize>[0], clubId: number) => {
    const user = await authorize(request, 'viewClub');
    const { club, access } = await accessibleClub(db, user, clubId, 'manage');
    return { user, registration: await clubRegistrationOut(db, user, club, access, await loadCompetitionDates(db)) };
  };

  r.post(
    '/api/v1/web/club-registrations',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'createClubRegistration',
        tags,
        summary: 'Register a club (inside club_registration_from/till; super admin and late registration always)',
        body: clubRegistrationInput,
        response: { 201: clubRegistration, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'createClubRegistration');
      const clubId = await createClubRegistration(db, user, request.body);
      const { registration } = await answer(request, clubId);
      await sendRegistrationMails(db, mailer, registration, 'created', request.log);
      reply.code(201).header('cache-control', 'no-store');
      return registration;
    },
  );

  r.get(
    '/api/v1/web/club-registrations/returning',
    {
      schema: {
        operationId: 'getReturningClubRegistration',
        tags,
        summary:
          "A new registration prefilled from the user's club of the latest earlier edition, with last year's people checked against this year's rules; 204 when the user had none",
        response: { 200: returningClubBody, 204: noBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'createClubRegistration');
      reply.header('cache-control', 'no-store');
      const returning = await returningClub(db, user);
      // Nothing to start from is an ordinary answer, not a missing resource.
      if (!returning) return reply.code(204).send(null);
      return returning;
    },
  );

  r.get(
    '/api/v1/web/club-registrations/:id',
    {
      schema: {
        operationId: 'getClubRegistration',
        tags,
        summary: "The club's registration with its bill and payments: its admins and admins",
        params: idParam,
        response: { 200: clubRegistration, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await answer(request, request.params.id)).registration;
    },
  );

  r.put(
    '/api/v1/web/club-registrations/:id',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'updateClubRegistration',
        tags,
        summary:
          'Change the registration: country and region always; the rest inside club_registration_edit_from/till; teams before club_team_add_till',
        params: idParam,
        body: clubRegistrationInput,
        response: { 200: clubRegistration, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      await updateClubRegistration(db, user, request.params.id, request.body);
      const { registration } = await answer(request, request.params.id);
      await sendRegistrationMails(db, mailer, registration, 'updated', request.log);
      reply.header('cache-control', 'no-store');
      return registration;
    },
  );

  r.get(
    '/api/v1/web/clubs/:id',
    {
      schema: {
        operationId: 'getClubDetail',
        tags,
        summary: 'Club detail: registration, roster count, finance (club admins and admins), teams, extra persons',
        params: idParam,
        response: { 200: clubDetail, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return getClubDetail(db, user, request.params.id);
    },
  );

  r.get(
    '/api/v1/web/clubs/:id/invoices/:invoiceId',
    {
      schema: {
        operationId: 'downloadInvoice',
        tags,
        summary: "An invoice as PDF with the payment QR code, in the user's language unless `locale` says otherwise",
        params: idParam.extend({ invoiceId: idParam.shape.id }),
        querystring: z.object({ locale: z.enum(['cs', 'en']).optional() }),
        produces: ['application/pdf'],
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      const locale = invoiceLocale(request.query.locale ?? user.locale);
      const document = await invoiceDocument(db, user, request.params.id, request.params.invoiceId, locale);
      const pdf = await renderInvoicePdf(document);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="invoice-${document.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
