import { clubParticipant, clubRoster, participantInput } from '@tms/domain/contract/club-roster';
import { errorBody, idParam, idString, noBody } from '@tms/domain/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { accessibleClub } from '../clubs/club-access';
import { rosterView } from './read';
import { createParticipant, deleteParticipant, updateParticipant } from './service';

const tags = ['club'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const participantParams = idParam.extend({ participantId: idString });
/** Sign-in is checked before the body: an anonymous caller learns nothing about the body's rules. */
const signedInFirst = async (request: Parameters<typeof authorize>[0]) => {
  await authorize(request, 'viewClub');
};

/**
 * The club roster (DESIGN.md §3 "Club zone", §4 "Eligibility"): its people and their teams. Club
 * admins change every team, team admins theirs, until roster_edit_till. Personal data: never cached.
 */
export async function clubRosterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/web/clubs/:id/participants',
    {
      schema: {
        operationId: 'listClubParticipants',
        tags,
        summary: "The club roster with the teams, the eligibility rules' data and the deadline; `teamId`: one team's",
        params: idParam,
        querystring: z.object({ teamId: idString.optional() }),
        response: { 200: clubRoster, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      const { club, access } = await accessibleClub(db, user, request.params.id, 'view');
      reply.header('cache-control', 'no-store');
      return rosterView(db, user, access, club, request.query.teamId);
    },
  );

  r.post(
    '/api/v1/web/clubs/:id/participants',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'createClubParticipant',
        tags,
        summary: 'Add a participant with their teams as player or leader (refused with the rule that fails)',
        params: idParam,
        body: participantInput,
        response: { 201: clubParticipant, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      const created = await createParticipant(db, user, request.params.id, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return created;
    },
  );

  r.put(
    '/api/v1/web/clubs/:id/participants/:participantId',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'updateClubParticipant',
        tags,
        summary: "Change a participant's personal data and teams (refused with the rule that fails)",
        params: participantParams,
        body: participantInput,
        response: { 200: clubParticipant, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return updateParticipant(db, user, request.params.id, request.params.participantId, request.body);
    },
  );

  r.delete(
    '/api/v1/web/clubs/:id/participants/:participantId',
    {
      schema: {
        operationId: 'deleteClubParticipant',
        tags,
        summary: 'Remove a participant (not one with events in a match)',
        params: participantParams,
        response: { 204: noBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      await deleteParticipant(db, user, request.params.id, request.params.participantId);
      return reply.code(204).send(null);
    },
  );
}
