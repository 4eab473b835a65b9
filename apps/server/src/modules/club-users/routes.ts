import { errorBody, idParam, idString, noBody } from '@tms/domain/contract/common';
import {
  clubUser,
  clubUserCreateInput,
  clubUserUpdateInput,
  clubUsersPage,
  userLookup,
  userLookupQuery,
} from '@tms/domain/contract/club-users';
import { inRoleGroup } from '@tms/domain/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import { createClubUser, deleteClubUser, listClubUsers, lookupUser, updateClubUser } from './service';

const tags = ['club'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const userParams = idParam.extend({ userId: idString });
/** Sign-in is checked before the body: an anonymous caller learns nothing about the body's rules. */
const signedInFirst = async (request: Parameters<typeof authorize>[0]) => {
  await authorize(request, 'viewClub');
};

/** Club users (DESIGN.md §3 "Club zone"): the club's admins manage who administers the club and its teams. */
export async function clubUsersRoutes(
  app: FastifyInstance,
  { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/web/clubs/:id/users',
    {
      schema: {
        operationId: 'listClubUsers',
        tags,
        summary: "The club's users with their permissions: its club admins and admins",
        params: idParam,
        response: { 200: clubUsersPage, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return listClubUsers(db, user, request.params.id);
    },
  );

  r.post(
    '/api/v1/web/clubs/:id/users',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'createClubUser',
        tags,
        summary: 'Give a person permissions in the club; a new address gets an account and a link to set its password',
        params: idParam,
        body: clubUserCreateInput,
        response: { 201: clubUser, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      const created = await createClubUser(db, mailer, user, request.params.id, request.body, publicUrl);
      reply.code(201).header('cache-control', 'no-store');
      return created;
    },
  );

  r.put(
    '/api/v1/web/clubs/:id/users/:userId',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'updateClubUser',
        tags,
        summary: "Change a club user's permissions (the club keeps at least one club admin)",
        params: userParams,
        body: clubUserUpdateInput,
        response: { 200: clubUser, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return updateClubUser(db, user, request.params.id, request.params.userId, request.body);
    },
  );

  r.delete(
    '/api/v1/web/clubs/:id/users/:userId',
    {
      schema: {
        operationId: 'deleteClubUser',
        tags,
        summary: "Remove every permission of a user in the club (not the club's last club admin)",
        params: userParams,
        response: { 204: noBody, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      await deleteClubUser(db, user, request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/v1/web/users/lookup',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'lookupUser',
        tags,
        summary: 'Whether an account with the e-mail exists: for club admins and admins',
        querystring: userLookupQuery,
        response: { 200: userLookup, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      const found = await lookupUser(db, user, request.query.email, inRoleGroup(user.roles, 'admins'));
      if (!found) throw forbidden();
      reply.header('cache-control', 'no-store');
      return found;
    },
  );
}
