import { parseCalendarDate } from '@tms/domain/calendar-date';
import { errorBody, idString } from '@tms/domain/contract/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pdfLocale } from '../../lib/pdf';
import { authorize } from '../../policy';
import { prepareSheets } from './bulk-sheets';
import {
  type PdfAnswer,
  hallDayPdf,
  hallScreensPdf,
  matchReportPdf,
  matchSheetPdf,
  printContext,
  teamSchedulePdf,
  tournamentEdition,
} from './service';

/** Printed documents (DESIGN.md §3: `GET /api/v1/print/...`, `application/pdf`). */
const tags = ['print'];
const lang = z.object({
  lang: z.enum(['cs', 'en']).optional().describe("Language of the document; default the user's, else Czech"),
});
const day = z
  .string()
  .refine((value) => parseCalendarDate(value) !== null && /^\d{4}-\d{2}-\d{2}$/.test(value), {
    error: 'must be a day YYYY-MM-DD',
  })
  .describe('YYYY-MM-DD');
const pdfResponse = { 200: z.unknown().describe('application/pdf'), 400: errorBody, 404: errorBody };
const produces = ['application/pdf'];

const disposition = (fileName: string) => `attachment; filename="${fileName}.pdf"`;

function sendPdf(reply: FastifyReply, answer: PdfAnswer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', disposition(answer.fileName))
    .header('cache-control', 'no-store')
    .send(answer.body);
}

export async function printRoutes(app: FastifyInstance, { db, publicUrl }: { db: Db; publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = async (request: { currentUser(): Promise<{ locale: string } | null> }, asked?: string) => {
    const user = await request.currentUser();
    return printContext(pdfLocale(asked, user?.locale), publicUrl, await tournamentEdition(db));
  };

  r.get(
    '/api/v1/print/matches/:matchId/sheet',
    {
      schema: {
        operationId: 'printMatchSheet',
        tags,
        summary:
          "A4 match sheet before the match: rosters, empty grid, signatures, QR code to the reporter screen (the hall's reporter, admins)",
        params: z.object({ matchId: idString }),
        querystring: lang,
        produces,
        response: { ...pdfResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'reportMatch');
      const ctx = await context(request, request.query.lang);
      return sendPdf(reply, await matchSheetPdf(db, user, request.params.matchId, ctx));
    },
  );

  r.get(
    '/api/v1/print/matches/:matchId/report',
    {
      schema: {
        operationId: 'printMatchReport',
        tags,
        summary:
          'A4 official match report from the events, with a QR code to the match page; 409 before the match is finished',
        params: z.object({ matchId: idString }),
        querystring: lang,
        produces,
        response: { ...pdfResponse, 409: errorBody },
      },
    },
    async (request, reply) => {
      const ctx = await context(request, request.query.lang);
      return sendPdf(reply, await matchReportPdf(db, request.params.matchId, ctx));
    },
  );

  const hallDay = z.object({ placeId: idString, day });
  /** The hall's matches of the day, as the A4 sheet or as the A3 poster for its door. */
  const hallDayRoute = (
    url: string,
    { operationId, summary, poster }: { operationId: string; summary: string; poster: boolean },
  ) =>
    r.get(
      url,
      { schema: { operationId, tags, summary, params: hallDay, querystring: lang, produces, response: pdfResponse } },
      async (request, reply) => {
        const ctx = await context(request, request.query.lang);
        return sendPdf(reply, await hallDayPdf(db, request.params.placeId, request.params.day, ctx, poster));
      },
    );
  hallDayRoute('/api/v1/print/halls/:placeId/days/:day', {
    operationId: 'printHallDay',
    summary: "A4 hall day sheet: the hall's matches of the day, each with a QR code to its live page",
    poster: false,
  });
  hallDayRoute('/api/v1/print/halls/:placeId/days/:day/poster', {
    operationId: 'printHallPoster',
    summary: "A3 poster for the hall's door: one large QR code to the hall's page and the day's matches",
    poster: true,
  });

  r.get(
    '/api/v1/print/hall-screens',
    {
      schema: {
        operationId: 'printHallScreens',
        tags,
        summary: "A4 sheet for the technicians: every hall's screen address with its QR code (admins)",
        querystring: lang,
        produces,
        response: { ...pdfResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      await authorize(request, 'printMatchSheets');
      const ctx = await context(request, request.query.lang);
      return sendPdf(reply, await hallScreensPdf(db, ctx));
    },
  );

  r.get(
    '/api/v1/print/teams/:teamId/schedule',
    {
      schema: {
        operationId: 'printTeamSchedule',
        tags,
        summary: "A4 team schedule: matches, halls with addresses, QR code to the team's page",
        params: z.object({ teamId: idString }),
        querystring: lang,
        produces,
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const ctx = await context(request, request.query.lang);
      return sendPdf(reply, await teamSchedulePdf(db, request.params.teamId, ctx));
    },
  );

  r.get(
    '/api/v1/print/sheets',
    {
      schema: {
        operationId: 'printMatchSheets',
        tags,
        summary: "Every match sheet of a day, or of one hall's day, as one PDF streamed as it is drawn (admins)",
        querystring: lang.extend({ day, placeId: idString.optional() }),
        produces,
        response: { ...pdfResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      await authorize(request, 'printMatchSheets');
      const ctx = await context(request, request.query.lang);
      const job = await prepareSheets(db, { day: request.query.day, placeId: request.query.placeId }, ctx);
      job.run().catch((error: unknown) => {
        request.log.error({ err: error }, 'printing the match sheets failed');
        job.pdf.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition(job.fileName))
        .header('cache-control', 'no-store')
        .send(job.pdf);
    },
  );
}
