import { adminUserDetail, userListQuery, userPage, userRolesInput } from '@tms/domain/contract/admin-users';
import { errorBody, idParam } from '@tms/domain/contract/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { LIST_PRODUCES, answerList } from '../../lib/admin-list';
import { authorize } from '../../policy';
import type { Mailer } from '../mail/mailer';
import { USER_EXPORT, loadUserDetail, loadUserRows } from './read-service';
import { blockUser, sendPasswordReset, setUserRoles, unblockUser } from './service';

const tags = ['back-office'];
const PATH = '/api/v1/admin/users';
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };
// Who may not manage users learns nothing about the body or the account.
const officeFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageUsers');
};

/** Accounts in the back-office: roles, blocking and password resets (PRODUCT_SPEC §6). */
export async function adminUsersRoutes(
  app: FastifyInstance,
  { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'listAdminUsers',
        tags,
        summary:
          'Accounts with roles, clubs and referees; paged, sorted, searched (q or search), by role; format=csv|xlsx exports them',
        querystring: userListQuery,
        produces: LIST_PRODUCES,
        response: { 200: userPage, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageUsers');
      return answerList(reply, {
        db,
        user,
        query: request.query,
        load: (paging) => loadUserRows(db, request.query, paging),
        item: (row) => row,
        file: { name: 'users', sheet: 'users.title', columns: USER_EXPORT },
      });
    },
  );

  r.get(
    `${PATH}/:id`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'getAdminUser',
        tags,
        summary:
          'An account with its clubs, the teams it leads, its referee registrations and what the caller may change',
        params: idParam,
        response: { 200: adminUserDetail, ...readErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageUsers');
      reply.header('cache-control', 'no-store');
      return loadUserDetail(db, user, request.params.id);
    },
  );

  r.put(
    `${PATH}/:id/roles`,
    {
      preValidation: officeFirst,
      schema: {
        operationId: 'setUserRoles',
        tags,
        summary:
          "Sets the account's roles (ROLE_USER stays); the super admin role only by a super admin; 409 last_super_admin, own_admin_role; holds from the user's next request",
        params: idParam,
        body: userRolesInput,
        response: { 200: adminUserDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageUsers');
      await setUserRoles(db, user, request.params.id, request.body.roles);
      reply.header('cache-control', 'no-store');
      return loadUserDetail(db, user, request.params.id);
    },
  );

  const action = (
    suffix: string,
    operationId: string,
    summary: string,
    run: (user: Awaited<ReturnType<typeof authorize>>, id: number) => Promise<void>,
  ) =>
    r.post(
      `${PATH}/:id/${suffix}`,
      {
        preValidation: officeFirst,
        schema: { operationId, tags, summary, params: idParam, response: { 200: adminUserDetail, ...writeErrors } },
      },
      async (request, reply) => {
        const user = await authorize(request, 'manageUsers');
        await run(user, request.params.id);
        reply.header('cache-control', 'no-store');
        return loadUserDetail(db, user, request.params.id);
      },
    );

  action(
    'block',
    'blockUser',
    'Blocks the account: its sessions end at once and it cannot sign in; nobody blocks himself (409 own_account)',
    (user, id) => blockUser(db, user, id),
  );
  action('unblock', 'unblockUser', 'Lets a blocked account sign in again', (user, id) => unblockUser(db, user, id));
  action(
    'password-reset',
    'sendUserPasswordReset',
    'Mails the account a single-use link to set a new password',
    (user, id) => sendPasswordReset(db, mailer, user, id, publicUrl),
  );
}
