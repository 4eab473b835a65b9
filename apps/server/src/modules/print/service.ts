import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import { teamDisplayName, teamNameWithCategory } from '@tms/domain/team-name';
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventTypes, matches, places, users } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import { type PdfLocale, createPdf, pdfBuffer } from '../../lib/pdf';
import type { SessionUser } from '../../plugins/session';
import { loadTeamHeading } from '../competition/team-names';
import { isPublished } from '../competition/columns';
import { getMatchDetail } from '../competition/match-detail-service';
import { loadCompetitionDates, tournamentYear } from '../lookup-lists/competition-dates';
import { reportableMatch } from '../reporting/write-match';
import { drawHallDay, drawHallPoster } from './hall-day-pdf';
import { drawHallScreens } from './hall-screens-pdf';
import { loadHalls, loadPrintMatches } from './print-data';
import { type PrintContext, webLinks } from './print-layout';
import { PRINT_TEXTS, fileSlug } from './print-texts';
import { drawMatchReport } from './report-pdf';
import { drawMatchSheet } from './sheet-pdf';
import { drawTeamSchedule } from './team-schedule-pdf';

/** A finished document: its bytes and a readable file name (without extension). */
export type PdfAnswer = { fileName: string; body: Buffer };

export function printContext(locale: PdfLocale, publicUrl: string, edition: string, now = new Date()): PrintContext {
  return { t: PRINT_TEXTS[locale], locale, links: webLinks(publicUrl), edition, now };
}

/** The tournament's edition printed in every heading: the year of its configured start. */
export async function tournamentEdition(db: DbOrTx): Promise<string> {
  const dates = await loadCompetitionDates(db);
  return dates.tournamentStartDate ? String(tournamentYear(dates)) : '';
}

/** GET /print/matches/{id}/sheet: the hall's reporter (or every hall's), admins; 404 before 403 as for reporting. */
export async function matchSheetPdf(
  db: DbOrTx,
  user: SessionUser,
  matchId: number,
  ctx: PrintContext,
): Promise<PdfAnswer> {
  await reportableMatch(db, user, matchId);
  const [match] = await loadPrintMatches(db, [matchId], { rosters: true, referees: true });
  if (!match) throw notFound('Match');
  const pdf = createPdf({ title: `${ctx.t.sheetTitle} ${match.matchNumber}`, now: ctx.now });
  drawMatchSheet(pdf, match, ctx);
  return { fileName: ctx.t.fileSheet(match.matchNumber), body: await pdfBuffer(pdf) };
}

/** The hall reporter's name, who enters a hall's results. */
async function hallReporterName(db: DbOrTx, placeId: number): Promise<string | null> {
  const [hall] = await db.select({ data: places.data }).from(places).where(eq(places.id, placeId));
  const id = Number(hall?.data.hall_reporter);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return user ? `${user.firstName} ${user.lastName}`.trim() || null : null;
}

/** GET /print/matches/{id}/report: public once the match is finished (approved), from its events. */
export async function matchReportPdf(db: DbOrTx, matchId: number, ctx: PrintContext): Promise<PdfAnswer> {
  const detail = await getMatchDetail(db, matchId, null);
  if (detail.meta.stageCode !== 'finished') {
    throw conflict('match_not_finished', 'The official report is printed once the match is finished');
  }
  const [[match], types, enteredBy] = await Promise.all([
    loadPrintMatches(db, [matchId], { rosters: true, referees: true }),
    db.select({ id: eventTypes.id, code: eventTypes.code }).from(eventTypes),
    hallReporterName(db, detail.match.placeId),
  ]);
  const codeOf = new Map(types.map((type) => [type.id, type.code]));
  const events = detail.events.flatMap((event) => {
    const code = codeOf.get(event.competitionEventTypeId);
    return code
      ? [
          {
            minute: event.minute,
            second: event.second,
            code,
            stageCode: event.competitionMatchStageCode,
            personId: event.competitionMatchParticipantId,
            sevenMeterThrow: event.sevenMeterThrow,
          },
        ]
      : [];
  });
  const pdf = createPdf({ title: `${ctx.t.reportTitle} ${match.matchNumber}`, now: ctx.now });
  drawMatchReport(pdf, { match, events, enteredBy }, ctx);
  return { fileName: ctx.t.fileReport(match.matchNumber), body: await pdfBuffer(pdf) };
}

/** GET /print/halls/{id}/days/{day} and its poster: the hall's matches of the day (none is a valid day). */
export async function hallDayPdf(
  db: DbOrTx,
  placeId: number,
  day: string,
  ctx: PrintContext,
  poster: boolean,
): Promise<PdfAnswer> {
  const hall = (await loadHalls(db, [placeId])).get(placeId);
  if (!hall) throw notFound('Hall');
  // Printed for the public: the published schedule, not the office's draft.
  const ids = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.publishedPlaceId, placeId), eq(matches.publishedDay, day)));
  const data = {
    hall,
    day,
    matches: await loadPrintMatches(
      db,
      ids.map((m) => m.id),
      { published: true },
    ),
  };
  const name = fileSlug(hall.code ?? hall.names[ctx.locale]);
  const title = `${ctx.t.hallDayTitle} ${hall.names[ctx.locale]} ${day}`;
  const pdf = createPdf({ title, now: ctx.now, size: poster ? 'A3' : 'A4' });
  if (poster) drawHallPoster(pdf, data, ctx);
  else drawHallDay(pdf, data, ctx);
  return {
    fileName: poster ? ctx.t.filePoster(name, day) : ctx.t.fileHallDay(name, day),
    body: await pdfBuffer(pdf),
  };
}

/** GET /print/hall-screens: every active hall's screen address and QR code, by hall name. */
export async function hallScreensPdf(db: DbOrTx, ctx: PrintContext): Promise<PdfAnswer> {
  const ids = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.placeTypeId, PLACE_TYPE_IDS.hall), eq(places.isActive, true)));
  const halls = [
    ...(
      await loadHalls(
        db,
        ids.map((row) => row.id),
      )
    ).values(),
  ].sort((a, b) => a.names[ctx.locale].localeCompare(b.names[ctx.locale], ctx.locale, { numeric: true }));
  const pdf = createPdf({ title: ctx.t.hallScreensTitle, now: ctx.now, size: 'A4' });
  drawHallScreens(pdf, halls, ctx);
  return { fileName: ctx.t.fileHallScreens, body: await pdfBuffer(pdf) };
}

/** GET /print/teams/{id}/schedule: the team's matches in time order with their halls. */
export async function teamSchedulePdf(db: DbOrTx, teamId: number, ctx: PrintContext): Promise<PdfAnswer> {
  const team = await loadTeamHeading(db, teamId);
  const ids = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)), isPublished));
  const name = teamDisplayName(team);
  // A club numbers its teams per category: 'DHK Otrokovice I' alone is one of several.
  const title = teamNameWithCategory(name, team.categoryCode);
  const pdf = createPdf({ title: `${ctx.t.teamScheduleTitle} ${title}`, now: ctx.now });
  drawTeamSchedule(
    pdf,
    {
      team: { id: team.id, name: title, clubName: team.clubName, categoryCode: team.categoryCode },
      matches: await loadPrintMatches(
        db,
        ids.map((m) => m.id),
        { published: true },
      ),
    },
    ctx,
  );
  return { fileName: ctx.t.fileTeam(fileSlug(`${team.categoryCode}-${name}`)), body: await pdfBuffer(pdf) };
}
