import { type Pdf, drawQr } from '../../lib/pdf';
import type { PrintHall, PrintMatch } from './print-data';
import { GREY, LINE, type PrintContext, cell, footer, heading, sideName } from './print-layout';
import { formatDay } from '../../lib/locale-format';

// The hall day sheet for the hall's door (item 3): A4 with a small QR code per match to its live
// page, and the A3 poster with one large QR code to the hall's page.

export type HallDay = { hall: PrintHall; day: string; matches: PrintMatch[] };

const score = (m: PrintMatch) =>
  m.homeScore === null || m.awayScore === null ? '' : `${m.homeScore} : ${m.awayScore}`;

export function drawHallDay(pdf: Pdf, data: HallDay, ctx: PrintContext) {
  const { t, locale } = ctx;
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = pdf.page.height - pdf.page.margins.bottom - 8;
  const title = `${t.hallDayTitle} · ${data.hall.names[locale]}`;
  const start = () => {
    let y = heading(pdf, ctx, title);
    cell(pdf, formatDay(data.day, locale), left, y, width, { font: 'bold', size: 13 });
    y += 18;
    if (data.hall.address) {
      cell(pdf, data.hall.address, left, y, width, { size: 9, color: GREY });
      y += 14;
    }
    const cols = [t.time, t.match, t.category, t.group, t.teams, t.result];
    const xs = [0, 44, 92, 146, 236, width - 136];
    cols.forEach((c, i) => {
      cell(pdf, c, left + xs[i], y, 80, { font: 'bold', size: 8 });
    });
    return y + 14;
  };
  let y = start();
  if (data.matches.length === 0) cell(pdf, t.noMatches, left, y, width, { size: 10, color: GREY });
  const qr = 46;
  for (const match of data.matches) {
    if (y + qr + 4 > bottom) {
      footer(pdf, ctx, data.hall.names[locale]);
      pdf.addPage();
      y = start();
    }
    const ty = y + 10;
    cell(pdf, match.time, left, ty, 40, { font: 'bold', size: 11 });
    cell(pdf, String(match.matchNumber), left + 44, ty + 1, 44, { size: 10 });
    cell(pdf, match.categoryCode, left + 92, ty + 1, 50, { font: 'bold', size: 10 });
    cell(pdf, match.groupLabel, left + 146, ty + 1, 86, { size: 9 });
    cell(pdf, sideName(match.home, t), left + 236, ty - 5, width - 236 - 140, { size: 10 });
    cell(pdf, sideName(match.away, t), left + 236, ty + 8, width - 236 - 140, { size: 10 });
    cell(pdf, score(match), left + width - 136, ty + 1, 70, { font: 'bold', size: 11 });
    drawQr(pdf, ctx.links.match(match.id), left + width - qr, y, qr);
    pdf
      .moveTo(left, y + qr + 2)
      .lineTo(left + width, y + qr + 2)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
    y += qr + 4;
  }
  footer(pdf, ctx, data.hall.names[locale]);
}

/** A3 poster: hall, day, one large QR code to the hall's page, and the day's matches in two columns. */
export function drawHallPoster(pdf: Pdf, data: HallDay, ctx: PrintContext) {
  const { t, locale } = ctx;
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  let y = heading(pdf, ctx, t.hallDayTitle);
  cell(pdf, data.hall.names[locale], left, y + 10, width, { font: 'bold', size: 40, align: 'center' });
  y += 66;
  cell(pdf, formatDay(data.day, locale), left, y, width, { size: 22, align: 'center' });
  y += 40;
  const size = 420;
  const url = ctx.links.hall(data.hall.id);
  drawQr(pdf, url, left + (width - size) / 2, y, size);
  y += size + 8;
  cell(pdf, t.hallPage, left, y, width, { font: 'bold', size: 20, align: 'center' });
  y += 28;
  cell(pdf, `${t.liveHint} ${url}`, left, y, width, { size: 11, color: GREY, align: 'center' });
  y += 30;
  const columnWidth = width / 2;
  const rows = Math.ceil(data.matches.length / 2);
  const rowHeight = Math.min(22, (pdf.page.height - pdf.page.margins.bottom - 20 - y) / Math.max(rows, 1));
  data.matches.forEach((match, i) => {
    const x = left + (i < rows ? 0 : columnWidth);
    const ry = y + (i % rows) * rowHeight;
    const size = Math.min(14, rowHeight - 5);
    cell(pdf, `${match.time}  ${match.categoryCode}`, x, ry, 100, { font: 'bold', size });
    cell(pdf, `${sideName(match.home, t)} – ${sideName(match.away, t)}`, x + 100, ry, columnWidth - 110, { size });
  });
  footer(pdf, ctx, data.hall.names[locale]);
}
