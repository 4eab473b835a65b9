import { ID_PATTERN, errorBody, idParam } from '@tms/domain/contract/common';
import { matchDetail } from '@tms/domain/contract/competition';
import {
  matchEventBatchInput,
  matchEventBatchResult,
  matchClockInput,
  matchEventInput,
  matchEventWrite,
  refereesInput,
  reporterHall,
  rosterCandidate,
  rosterInput,
  scoreInput,
  walkoverInput,
} from '@tms/domain/contract/reporting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { authorize } from '../../policy';
import { setClock } from './clock-service';
import { writeEventBatch } from './events-batch-service';
import { createEvent, deleteEvent, updateEvent } from './events-service';
import { reporterHalls } from './halls-service';
import { setReferees } from './referees-service';
import { reportableMatch } from './write-match';
import { changeRoster, rosterCandidates } from './roster-service';
import { changeStage, enterScore, reopen, walkover } from './stage-service';

const tags = ['reporting'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const matchParams = z.object({ matchId: idParam.shape.id });
const eventParams = matchParams.extend({ eventId: idParam.shape.id });

/**
 * Hall reporters' writes. Event writes answer the event and the match summary, the others the match
 * detail, each with the user's links; the hall check is in the service.
 */
export async function reportingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reporter = (request: Parameters<typeof authorize>[0]) => authorize(request, 'reportMatch');
  // The match's hall is checked before the body is validated: a reporter of another hall learns 403,
  // not which of the body's rules they broke. A malformed id is left to the params schema (400).
  const checkHall = async (request: FastifyRequest, user: SessionUser) => {
    const matchId = String((request.params as { matchId?: unknown }).matchId);
    if (ID_PATTERN.test(matchId)) await reportableMatch(db, user, Number(matchId));
  };
  r.addHook('preValidation', async (request) => {
    // Event writes check the hall in their own transaction (`eventWriter`).
    if (request.routeOptions.attachValidation) return;
    await checkHall(request, await reporter(request));
  });
  /**
   * The reporter of an event write, the hot path of a match day: its body is validated beside the
   * handler (`attachValidation`), so that a valid write reads the match and its hall once, locked,
   * in its transaction; a refused body is answered after the same hall check as the other routes.
   */
  const eventWriter = async (request: FastifyRequest) => {
    const user = await reporter(request);
    if (request.validationError) {
      await checkHall(request, user);
      throw request.validationError;
    }
    return user;
  };

  r.post(
    '/api/v1/competition/match/:matchId/events',
    {
      attachValidation: true,
      schema: {
        operationId: 'createMatchEvent',
        tags,
        summary:
          'Add an event; repeating the same clientId returns the stored event. Answers the event and the match summary',
        params: matchParams,
        body: matchEventInput,
        response: { 200: matchEventWrite, ...errors },
      },
    },
    async (request) => createEvent(db, await eventWriter(request), request.params.matchId, request.body),
  );

  r.post(
    '/api/v1/competition/match/:matchId/events/batch',
    {
      attachValidation: true,
      schema: {
        operationId: 'writeMatchEventBatch',
        tags,
        summary:
          'Create, change or remove several events at once, in order, each idempotent by its clientId (an offline queue coming back). Answers each event id and the match detail',
        params: matchParams,
        body: matchEventBatchInput,
        response: { 200: matchEventBatchResult, ...errors },
      },
    },
    async (request) => writeEventBatch(db, await eventWriter(request), request.params.matchId, request.body),
  );

  r.put(
    '/api/v1/competition/match/:matchId/events/:eventId',
    {
      schema: {
        operationId: 'updateMatchEvent',
        tags,
        summary: 'Change an event; answers the event and the match summary',
        params: eventParams,
        body: matchEventInput,
        response: { 200: matchEventWrite, ...errors },
      },
    },
    async (request) =>
      updateEvent(db, await reporter(request), request.params.matchId, request.params.eventId, request.body),
  );

  r.delete(
    '/api/v1/competition/match/:matchId/events/:eventId',
    {
      schema: {
        operationId: 'deleteMatchEvent',
        tags,
        summary: 'Remove an event; 404 when it is already gone (clients treat that as done). Answers the match summary',
        params: eventParams,
        response: { 200: matchEventWrite, ...errors },
      },
    },
    async (request) => deleteEvent(db, await reporter(request), request.params.matchId, request.params.eventId),
  );

  r.post(
    '/api/v1/competition/match/:matchId/stage/:stageId',
    {
      schema: {
        operationId: 'changeMatchStage',
        tags,
        summary: 'Move the match to a stage (1st_half, 2nd_half, shootout, waiting_for_approval; finished approves)',
        params: matchParams.extend({ stageId: idParam.shape.id }),
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request) => changeStage(db, await reporter(request), request.params.matchId, request.params.stageId),
  );

  r.post(
    '/api/v1/competition/match/:matchId/walkover',
    {
      schema: {
        operationId: 'setMatchWalkover',
        tags,
        summary: 'Walkover: against both 0:0, for the guests 0:5, for the home team 5:0',
        params: matchParams,
        body: walkoverInput,
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request) => walkover(db, await reporter(request), request.params.matchId, request.body.result),
  );

  r.post(
    '/api/v1/competition/match/:matchId/reopen',
    {
      schema: {
        operationId: 'reopenMatch',
        tags,
        params: matchParams,
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request) => reopen(db, await reporter(request), request.params.matchId),
  );

  r.post(
    '/api/v1/competition/match/:matchId/score',
    {
      schema: {
        operationId: 'enterMatchScore',
        tags,
        summary: 'Final score without events',
        params: matchParams,
        body: scoreInput,
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request) =>
      enterScore(db, await reporter(request), request.params.matchId, request.body.homeScore, request.body.awayScore),
  );

  r.put(
    '/api/v1/competition/match/:matchId/roster/:teamId',
    {
      schema: {
        operationId: 'changeMatchRoster',
        tags,
        summary: "Replace one team's match roster",
        params: matchParams.extend({ teamId: idParam.shape.id }),
        body: rosterInput,
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request) =>
      changeRoster(db, await reporter(request), request.params.matchId, request.params.teamId, request.body),
  );

  r.put(
    '/api/v1/competition/match/:matchId/referees',
    {
      schema: {
        operationId: 'setMatchReferees',
        tags,
        summary: 'Referee 1 (required) and referee 2 of the match',
        params: matchParams,
        body: refereesInput,
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request) =>
      setReferees(
        db,
        await reporter(request),
        request.params.matchId,
        request.body.referee1Id,
        request.body.referee2Id,
      ),
  );

  r.put(
    '/api/v1/competition/match/:matchId/clock',
    {
      schema: {
        operationId: 'setMatchClock',
        tags,
        summary:
          "The reporter's stopwatch: running or paused and the match time it shows (ms); the server stamps its own time and the screens run it on from there",
        params: matchParams,
        body: matchClockInput,
        response: { 200: matchDetail, ...errors },
      },
    },
    async (request) => setClock(db, await reporter(request), request.params.matchId, request.body),
  );

  r.get(
    '/api/v1/competition/match/:matchId/roster-candidates',
    {
      schema: {
        operationId: 'listRosterCandidates',
        tags,
        summary: 'Club participants of both teams that may be put on the match roster',
        params: matchParams,
        response: {
          200: z.array(rosterCandidate),
          ...errors,
        },
      },
    },
    async (request) => rosterCandidates(db, await reporter(request), request.params.matchId),
  );

  r.get(
    '/api/v1/reporter/halls',
    {
      schema: {
        operationId: 'listReporterHalls',
        tags,
        summary: 'Halls the signed-in reporter reports in (all for super reporters and admins)',
        response: { 200: z.array(reporterHall), ...errors },
      },
    },
    async (request) => reporterHalls(db, await authorize(request, 'listReporterHalls')),
  );
}
