import { errorBody, idParam, noBody } from '@tms/domain/contract/common';
import {
  refereeRegistration,
  refereeRegistrationDetail,
  refereeRegistrationInput,
} from '@tms/domain/contract/referees';
import { returningReferee } from '@tms/domain/contract/returning';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize, can } from '../../policy';
import type { Mailer } from '../mail/mailer';
import { sendRefereeRegistrationMails } from './registration-mail';
import {
  createRefereeRegistration,
  manageableReferee,
  refereeRegistrationOut,
  updateRefereeRegistration,
} from './registration-service';
import { returningReferee as previousRefereeRegistration } from './returning';
import { listRefereeRegistrations } from './service';

const errors = { 401: errorBody, 403: errorBody };
const writeErrors = { 400: errorBody, 404: errorBody, ...errors };
const tags = ['web'];
/** Sign-in is checked before the body: an anonymous caller learns nothing about the body's rules. */
const signedInFirst = async (request: Parameters<typeof authorize>[0]) => {
  await authorize(request, 'createRefereeRegistration');
};

/** Referee registrations (DESIGN.md §3 "Referees"). Personal data: never cached. */
export async function refereesRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/web/referees',
    {
      schema: {
        operationId: 'getWebReferees',
        tags,
        summary: "Full referee registrations: the user's own, or all for admins",
        response: { 200: z.array(refereeRegistration), ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'listWebReferees');
      reply.header('cache-control', 'no-store');
      return listRefereeRegistrations(db, can(user, 'listAllReferees') ? 'all' : { userId: user.id });
    },
  );

  r.post(
    '/api/v1/web/referee-registrations',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'createRefereeRegistration',
        tags,
        summary:
          'Register a referee for the signed-in account (inside referee_registration_from/till; super admin and late registration always)',
        body: refereeRegistrationInput,
        response: { 201: refereeRegistrationDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'createRefereeRegistration');
      const id = await createRefereeRegistration(db, user, request.body);
      const registration = await refereeRegistrationOut(db, user, id);
      await sendRefereeRegistrationMails(db, mailer, registration, 'created', request.log);
      reply.code(201).header('cache-control', 'no-store');
      return registration;
    },
  );

  r.get(
    '/api/v1/web/referee-registrations/returning',
    {
      schema: {
        operationId: 'getReturningRefereeRegistration',
        tags,
        summary:
          "A new referee registration prefilled from the user's registration of the latest earlier edition; 204 when the user had none",
        response: { 200: returningReferee, 204: noBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'createRefereeRegistration');
      reply.header('cache-control', 'no-store');
      const returning = await previousRefereeRegistration(db, user);
      if (!returning) return reply.code(204).send(null);
      return returning;
    },
  );

  r.get(
    '/api/v1/web/referee-registrations/:id',
    {
      schema: {
        operationId: 'getRefereeRegistration',
        tags,
        summary: 'A full referee registration: the account that registered it and admins',
        params: idParam,
        response: { 200: refereeRegistrationDetail, 404: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'listWebReferees');
      await manageableReferee(db, user, request.params.id);
      reply.header('cache-control', 'no-store');
      return refereeRegistrationOut(db, user, request.params.id);
    },
  );

  r.put(
    '/api/v1/web/referee-registrations/:id',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'updateRefereeRegistration',
        tags,
        summary: 'Change a referee registration: its account or admins, inside referee_registration_edit_from/till',
        params: idParam,
        body: refereeRegistrationInput,
        response: { 200: refereeRegistrationDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'createRefereeRegistration');
      await updateRefereeRegistration(db, user, request.params.id, request.body);
      const registration = await refereeRegistrationOut(db, user, request.params.id);
      // The public referee list shows approved referees' names: it must not serve the old ones.
      if (registration.registrationState === 'approved') app.liveBus.publishCompetitionChange({ matchIds: [] });
      await sendRefereeRegistrationMails(db, mailer, registration, 'updated', request.log);
      reply.header('cache-control', 'no-store');
      return registration;
    },
  );
}
