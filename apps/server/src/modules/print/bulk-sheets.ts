import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { type Pdf, createPdf, releaseWrittenPages, trimFontCaches } from '../../lib/pdf';
import { cell, footer, heading } from './print-layout';
import type { PrintContext } from './print-layout';
import { loadHalls, loadPrintMatches } from './print-data';
import { formatDay } from '../../lib/locale-format';
import { fileSlug } from './print-texts';
import { drawMatchSheet } from './sheet-pdf';

// Every match sheet of a day (or of one hall's day) as one PDF for the office's printer (item 5).
// The document is streamed as it is drawn: the first bytes leave at once, and the matches are read
// a page of sheets at a time, so memory stays flat however many matches the day has.

/** Sheets read and drawn per database round trip. */
const PAGE = 20;
/** Drawn but unsent bytes at most; drawing waits while a slow printer or network lags behind. */
const BUFFERED_BYTES = 2 * 1024 * 1024;

export type SheetsJob = { fileName: string; pdf: Pdf; run: () => Promise<void> };

async function roomToDraw(pdf: Pdf) {
  while (!pdf.destroyed && pdf.readableLength > BUFFERED_BYTES) await sleep(5);
}

/** Checks the request (404 for an unknown hall) and prepares the stream; `run` draws it. */
export async function prepareSheets(
  db: DbOrTx,
  query: { day: string; placeId?: number },
  ctx: PrintContext,
): Promise<SheetsJob> {
  const { day, placeId } = query;
  const only = placeId === undefined ? undefined : (await loadHalls(db, [placeId])).get(placeId);
  if (placeId !== undefined && !only) throw notFound('Hall');
  const placeRows = await db
    .selectDistinct({ placeId: matches.placeId })
    .from(matches)
    .where(placeId === undefined ? eq(matches.day, day) : and(eq(matches.day, day), eq(matches.placeId, placeId)));
  const halls = [
    ...(
      await loadHalls(
        db,
        placeRows.map((r) => r.placeId),
      )
    ).values(),
  ].sort((a, b) => (a.code ?? '').localeCompare(b.code ?? '', 'en', { numeric: true }) || a.id - b.id);
  const fileName = ctx.t.fileSheets(only ? `${day}-${fileSlug(only.code ?? only.names[ctx.locale])}` : day);
  const pdf = createPdf({ title: `${ctx.t.sheetsTitle} ${day}`, now: ctx.now });

  const run = async () => {
    let drawn = 0;
    for (const hall of halls) {
      const ids = await db
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.day, day), eq(matches.placeId, hall.id)))
        .orderBy(asc(matches.time), asc(matches.matchNumber));
      for (let i = 0; i < ids.length; i += PAGE) {
        if (pdf.destroyed) return;
        const page = await loadPrintMatches(
          db,
          ids.slice(i, i + PAGE).map((m) => m.id),
          { rosters: true, referees: true },
        );
        for (const match of page) {
          if (drawn > 0) {
            pdf.addPage();
            releaseWrittenPages(pdf);
          }
          drawMatchSheet(pdf, match, ctx);
          trimFontCaches(pdf);
          drawn++;
          // The embedded database answers without leaving the event loop's current turn: without this
          // pause nothing would be sent, and no other request served, until the whole day is drawn.
          await nextTurn();
        }
        await roomToDraw(pdf);
      }
    }
    if (drawn === 0) {
      const y = heading(pdf, ctx, ctx.t.sheetsTitle);
      const left = pdf.page.margins.left;
      cell(pdf, `${formatDay(day, ctx.locale)}: ${ctx.t.noMatches}`, left, y, 400, { size: 11 });
      footer(pdf, ctx);
    }
    pdf.end();
  };
  return { fileName, pdf, run };
}
