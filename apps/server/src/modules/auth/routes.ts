import {
  currentUser,
  forgotPasswordInput,
  loginInput,
  registerInput,
  registeredUser,
  resetPasswordInput,
} from '@tms/domain/contract/auth';
import { emptyBody, errorBody, noBody } from '@tms/domain/contract/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { getCurrentUser } from '../users/service';
import { forgotPassword, login, register, resetPassword } from './service';

const tags = ['auth'];

const answered = (reply: FastifyReply) =>
  new Promise<void>((resolve) => {
    if (reply.raw.writableFinished || reply.raw.destroyed) resolve();
    reply.raw.once('finish', () => resolve());
    reply.raw.once('close', () => resolve());
  });

export async function authRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer; config: Config }) {
  const { db, mailer, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/auth/register',
    {
      schema: {
        operationId: 'register',
        tags,
        summary: 'Create an account',
        body: registerInput,
        response: { 201: registeredUser, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await register(db, request.body, request.ip)),
  );

  r.post(
    '/api/v1/auth/login',
    {
      schema: {
        operationId: 'login',
        tags,
        summary: 'Sign in; starts a new session',
        body: loginInput,
        response: { 200: currentUser, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const userId = await login(db, request.body, request.ip);
      await app.sessions.start(request, reply, userId);
      const user = await app.sessions.loadById(userId);
      reply.header('cache-control', 'no-store');
      return getCurrentUser(db, user);
    },
  );

  r.post(
    '/api/v1/auth/password/forgot',
    {
      schema: {
        operationId: 'forgotPassword',
        tags,
        summary: 'Mail a single-use reset link if the account exists (always 202)',
        body: forgotPasswordInput,
        response: { 202: emptyBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const mailIfKnown = await forgotPassword(db, mailer, request.body, request.ip, config.publicUrl);
      reply.code(202).send({});
      // Only once the answer is out: the database work for a known account must not delay it.
      await answered(reply);
      await mailIfKnown().catch((err: unknown) => request.log.error({ err }, 'password reset mail not queued'));
      return reply;
    },
  );

  r.post(
    '/api/v1/auth/password/reset',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Set a new password with a reset token; ends every session of the user',
        body: resetPasswordInput,
        response: { 204: noBody, 400: errorBody },
      },
    },
    async (request, reply) => {
      const userId = await resetPassword(db, request.body);
      await app.sessions.endAllOf(userId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/v1/logout',
    {
      schema: {
        operationId: 'logout',
        tags,
        summary: 'End the session',
        response: { 200: emptyBody },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return {};
    },
  );
}
