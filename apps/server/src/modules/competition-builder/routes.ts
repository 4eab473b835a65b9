import { errorBody, idString } from '@tms/domain/contract/common';
import { liveBundleWire } from '@tms/domain/contract/competition';
import {
  categoryFormatInput,
  categoryFormatItem,
  categoryFormatList,
  drawInput,
  drawResult,
  groupsInput,
  groupsResult,
  matchPatchInput,
  publishResult,
  scheduleApplyInput,
  scheduleApplyResult,
  scheduledMatch,
  scheduleInput,
  schedulePlan,
  schedulePublication,
  swapInput,
  swapResult,
} from '@tms/domain/contract/competition-builder';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { getDraftBundle } from '../competition/live-bundle-service';
import type { Mailer } from '../mail/mailer';
import { applyGroups, previewDraw } from './draw-service';
import { listFormats, putFormat } from './formats-service';
import { moveMatch, swapMatches } from './match-service';
import { pendingPublication, publishChanges } from './publish-service';
import { applySchedule, planSchedule } from './schedule-service';

const tags = ['back-office'];
const BASE = '/api/v1/admin/competition';
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...errors, 409: errorBody };
// Who may not build the competition meets the 403 before the body's 400.
const organiserFirst = async (request: FastifyRequest) => {
  await authorize(request, 'manageCompetition');
};

/** The organiser's competition builder: formats, draw, schedule, match-day changes and their publishing. */
export async function competitionBuilderRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/formats`,
    {
      schema: {
        operationId: 'listCategoryFormats',
        tags,
        summary: "Every category's competition format (stored, or the 2025 default) and the tournament days",
        response: { 200: categoryFormatList, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageCompetition');
      reply.header('cache-control', 'no-store');
      return listFormats(db);
    },
  );

  r.put(
    `${BASE}/formats/:categoryId`,
    {
      preValidation: organiserFirst,
      schema: {
        operationId: 'updateCategoryFormat',
        tags,
        summary: "Sets a category's format: shape, match lengths, rest, break, halls, days and hours",
        params: z.object({ categoryId: idString }),
        body: categoryFormatInput,
        response: { 200: categoryFormatItem, ...errors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageCompetition');
      return putFormat(db, user, request.params.categoryId, request.body);
    },
  );

  r.post(
    `${BASE}/draw`,
    {
      preValidation: organiserFirst,
      schema: {
        operationId: 'drawGroups',
        tags,
        summary:
          "Draws a category's approved teams into groups from a seed (a new one when none is given); writes nothing",
        body: drawInput,
        response: { 200: drawResult, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageCompetition');
      reply.header('cache-control', 'no-store');
      return previewDraw(db, request.body.categoryId, request.body.seed);
    },
  );

  r.put(
    `${BASE}/groups/:categoryId`,
    {
      preValidation: organiserFirst,
      schema: {
        operationId: 'applyGroups',
        tags,
        summary: "Writes a category's groups and competition tree; 409 when any of its matches has started",
        params: z.object({ categoryId: idString }),
        body: groupsInput,
        response: { 200: groupsResult, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageCompetition');
      return applyGroups(db, user, request.params.categoryId, request.body.groups);
    },
  );

  r.post(
    `${BASE}/schedule`,
    {
      preValidation: organiserFirst,
      schema: {
        operationId: 'planSchedule',
        tags,
        summary: 'A schedule for the categories (default: all) with its conflicts and quality figures; writes nothing',
        body: scheduleInput,
        response: { 200: schedulePlan, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageCompetition');
      reply.header('cache-control', 'no-store');
      return planSchedule(db, request.body.categoryIds, request.body.seed);
    },
  );

  r.put(
    `${BASE}/schedule`,
    {
      preValidation: organiserFirst,
      schema: {
        operationId: 'applySchedule',
        tags,
        summary: 'Writes a schedule plan; 400 naming a hard conflict, 409 when any match in scope has started',
        body: scheduleApplyInput,
        response: { 200: scheduleApplyResult, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageCompetition');
      return applySchedule(db, user, request.body.categoryIds, request.body.matches);
    },
  );

  r.get(
    `${BASE}/draft`,
    {
      schema: {
        operationId: 'getDraftSchedule',
        tags,
        summary:
          'The live bundle as the office sees it: every match at its applied (draft) day, time and hall, published or not',
        response: { 200: liveBundleWire, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageCompetition');
      reply.header('cache-control', 'no-store');
      return getDraftBundle(db);
    },
  );

  r.get(
    `${BASE}/publication`,
    {
      schema: {
        operationId: 'getSchedulePublication',
        tags,
        summary: 'How many matches the next publish makes public: new to the public, and moved since the last publish',
        response: { 200: schedulePublication, ...errors },
      },
    },
    async (request, reply) => {
      await authorize(request, 'manageCompetition');
      reply.header('cache-control', 'no-store');
      return pendingPublication(db);
    },
  );

  r.post(
    `${BASE}/publish`,
    {
      schema: {
        operationId: 'publishSchedule',
        tags,
        summary:
          'Makes the applied schedule public and mails every club admin and referee concerned its new and moved matches',
        response: { 200: publishResult, ...errors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageCompetition');
      return publishChanges(db, mailer, user);
    },
  );

  r.patch(
    '/api/v1/admin/matches/:matchId',
    {
      preValidation: organiserFirst,
      schema: {
        operationId: 'moveMatch',
        tags,
        summary:
          'Moves a match (hall, day, time) after checking the hard rules, or sets its stream link; 409 schedule_conflict names the clash',
        params: z.object({ matchId: idString }),
        body: matchPatchInput,
        response: { 200: scheduledMatch, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageCompetition');
      return moveMatch(db, user, request.params.matchId, request.body);
    },
  );

  r.post(
    '/api/v1/admin/matches/swap',
    {
      preValidation: organiserFirst,
      schema: {
        operationId: 'swapMatches',
        tags,
        summary: 'Two matches exchange hall, day and time; 409 schedule_conflict when that breaks a hard rule',
        body: swapInput,
        response: { 200: swapResult, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'manageCompetition');
      return { matches: await swapMatches(db, user, request.body.matchIds, request.body.note) };
    },
  );
}
