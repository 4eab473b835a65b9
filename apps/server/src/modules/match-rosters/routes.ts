import { ID_PATTERN, errorBody, idParam, idString } from '@tms/domain/contract/common';
import {
  ROSTER_SIDES,
  type RosterSide,
  matchRosterInput,
  matchRosterView as matchRosterViewSchema,
  teamMatchPlan as teamMatchPlanSchema,
} from '@tms/domain/contract/match-rosters';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { matchRosterView, teamAccess, teamMatchPlan, teamOnSide } from './read';
import { confirmMatchRoster, saveMatchRoster } from './service';

const tags = ['club'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const rosterParams = z.object({ matchId: idString, side: z.enum(ROSTER_SIDES) });

/**
 * Match rosters of a club's team (DESIGN.md §3 "Club zone", §4 "Match roster", "Roster deadlines"):
 * the team's admins, the club's admins and admins. Personal data: never cached.
 */
export async function matchRosterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Who may change the roster is checked before the body: another club's coach learns 403, not the rules.
  const rosterManagerFirst = async (request: FastifyRequest) => {
    const user = await authorize(request, 'viewClub');
    const { matchId, side } = request.params as { matchId?: string; side?: string };
    if (!matchId || !ID_PATTERN.test(matchId) || !ROSTER_SIDES.includes(side as RosterSide)) return;
    const { teamId } = await teamOnSide(db, Number(matchId), side as RosterSide);
    await teamAccess(db, user, teamId);
  };

  r.get(
    '/api/v1/web/teams/:teamId/match-plan',
    {
      schema: {
        operationId: 'getTeamMatchPlan',
        tags,
        summary: "The team's matches, each with the state of its roster",
        params: z.object({ teamId: idParam.shape.id }),
        response: { 200: teamMatchPlanSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return teamMatchPlan(db, user, request.params.teamId);
    },
  );

  r.get(
    '/api/v1/web/matches/:matchId/rosters/:side',
    {
      schema: {
        operationId: 'getMatchRoster',
        tags,
        summary: "One team's match roster with the people to pick from, the limits and whether it is closed",
        params: rosterParams,
        response: { 200: matchRosterViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return matchRosterView(db, user, request.params.matchId, request.params.side);
    },
  );

  r.put(
    '/api/v1/web/matches/:matchId/rosters/:side',
    {
      preValidation: rosterManagerFirst,
      schema: {
        operationId: 'saveMatchRoster',
        tags,
        summary: 'Save the roster (still open); refused with the broken rule (400) or when closed (409)',
        params: rosterParams,
        body: matchRosterInput,
        response: { 200: matchRosterViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return saveMatchRoster(db, user, request.params.matchId, request.params.side, request.body);
    },
  );

  r.post(
    '/api/v1/web/matches/:matchId/rosters/:side/confirm',
    {
      preValidation: rosterManagerFirst,
      schema: {
        operationId: 'confirmMatchRoster',
        tags,
        summary: 'Save and confirm the roster: it becomes the match roster and closes for the club',
        params: rosterParams,
        body: matchRosterInput,
        response: { 200: matchRosterViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'viewClub');
      reply.header('cache-control', 'no-store');
      return confirmMatchRoster(db, user, request.params.matchId, request.params.side, request.body);
    },
  );
}
